/**
 * The client layer: one service class per resource of the payments service, typed errors,
 * idempotency keys, retry policy and redaction. Depends on {@code rules} and {@code api.model}
 * only; no JavaFX and no JDBC.
 */
package io.paydesk.api;
