/**
 * A stateful local simulator of the payments service on 127.0.0.1 ({@link
 * io.paydesk.sandbox.Sandbox}, {@link io.paydesk.sandbox.SandboxCommand}): the /v1 interface with
 * real state, transitions, idempotency and validation, plus a /sandbox control API (clock,
 * chargebacks, faults, reset, webhooks: {@code Webhooks} posts every change as the service's event
 * to a configured address). It shares no classes with the console (its own JSON handling with
 * Jackson, the JDK's HTTP server, optional H2 file of its own), so contract tests between the
 * client and the sandbox catch shape mistakes on either side.
 */
package io.paydesk.sandbox;
