/**
 * A stateful local simulator of the payments service on 127.0.0.1 ({@link
 * io.paydesk.sandbox.Sandbox}, {@link io.paydesk.sandbox.SandboxCommand}): the /v1 interface with
 * real state, transitions, idempotency and validation, plus a /sandbox control API (clock,
 * chargebacks, faults, reset, webhooks: {@code Webhooks} posts every change as the service's event
 * to a configured address). It shares no classes with the console (its own JSON handling with
 * Jackson, the JDK's HTTP server, optional H2 file of its own), so contract tests between the
 * client and the sandbox catch shape mistakes on either side.
 *
 * <p>Outside these layers: it shares no class with the console. Layers: ui -> ops -> (api, store,
 * evidence, rules); every call to the service and every write to the store goes through ops; the ui
 * may read the store's query results and show the client's model types. Inside ui: the shell on
 * top, then the features, the kit, the base; no feature imports another.
 */
package io.paydesk.sandbox;
