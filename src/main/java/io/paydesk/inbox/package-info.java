/**
 * The event inbox's HTTP edge: receives the service's webhooks on a Jetty server with request,
 * header and idle limits, refuses before trusting (size, then the HMAC signature over the raw
 * bytes, then the envelope and account), keeps the raw event through {@code ops} before answering
 * 200, and answers {@code GET /health}. Applying the events is {@code ops}' (EventWorker). Depends
 * on {@code ops} (and the store types it hands over), never on the console's ui or the sandbox.
 */
package io.paydesk.inbox;
