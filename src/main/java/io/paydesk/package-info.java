/**
 * The entry point: {@link io.paydesk.Main} opens the console or runs a headless command, and {@link
 * io.paydesk.SandboxWiring} is the one place where the console and the embedded sandbox meet, as
 * {@link io.paydesk.InboxWiring} is for the console and the event inbox's HTTP server.
 */
package io.paydesk;
