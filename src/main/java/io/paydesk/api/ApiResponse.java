package io.paydesk.api;

/** A successful answer: status and body text. */
record ApiResponse(int status, String body) {}
