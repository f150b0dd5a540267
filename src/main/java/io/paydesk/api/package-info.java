/**
 * The client layer: {@link io.paydesk.api.PaydeskClient} with one service class per resource of the
 * payments service, typed errors, idempotency keys, the retry policy and a redacting logger, over
 * one OkHttpClient per process. {@link io.paydesk.api.RequestRules} checks every request before it
 * is sent, with the value-level checks of {@code rules}. Depends on {@code api.model} and {@code
 * rules} only; no JavaFX and no JDBC.
 */
package io.paydesk.api;
