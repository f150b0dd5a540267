/**
 * The local store: JDBC and Flyway over H2 (or PostgreSQL for a team). The searchable
 * history of every resource seen, the operation journal, the audit log and drafts. Depends on
 * {@code api.model} only; no JavaFX.
 */
package io.paydesk.store;
