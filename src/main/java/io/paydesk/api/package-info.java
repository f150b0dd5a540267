/**
 * The client layer: {@link io.paydesk.api.PaydeskClient} with one service class per resource of the
 * payments service, typed errors, idempotency keys, the retry policy and a redacting logger, over
 * one OkHttpClient per process. {@link io.paydesk.api.RequestRules} checks every request before it
 * is sent, with the value-level checks of {@code rules}. Depends on {@code api.model} and {@code
 * rules} only; no JavaFX and no JDBC.
 *
 * <p>Below ops, which alone calls the service through it; the ui shows its model types ({@code
 * api.model}). Layers: ui -> ops -> (api, store, evidence, rules); every call to the service and
 * every write to the store goes through ops; the ui may read the store's query results and show the
 * client's model types. Inside ui: the shell on top, then the features, the kit, the base; no
 * feature imports another.
 */
package io.paydesk.api;
