/**
 * The local store: JDBC and Flyway over H2 (or PostgreSQL for a team). The searchable history of
 * every resource seen (payments with typed search, transactions, subscriptions, payouts, entities,
 * enrolled methods, customers), the operation journal, the hash-chained audit log and encrypted
 * drafts. {@link io.paydesk.store.Stores} opens a store, {@link io.paydesk.store.Store} is the open
 * store's front; where the files live and where the key comes from are decided in {@code ops}.
 * Depends on {@code api.model} only; no JavaFX.
 */
package io.paydesk.store;
