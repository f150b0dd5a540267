/**
 * The local store: JDBC and Flyway over H2 (or PostgreSQL for a team). The searchable history of
 * every resource seen (payments with typed search, transactions, subscriptions, payouts, entities,
 * enrolled methods, customers), the operation journal, the hash-chained audit log and encrypted
 * drafts. {@link io.paydesk.store.Stores} opens a store, {@link io.paydesk.store.Store} is the open
 * store's front; where the files live and where the key comes from are decided in {@code ops}.
 * {@link io.paydesk.store.TeamSetup} makes a PostgreSQL database a team store whose roles the
 * database enforces (src/main/resources/db/team), {@link io.paydesk.store.TeamUsers} manages its
 * people through the store's own functions. Depends on {@code api.model} only; no JavaFX.
 *
 * <p>Below ops, which alone writes it; the ui reads its query results. Layers: ui -> ops -> (api,
 * store, evidence, rules); every call to the service and every write to the store goes through ops;
 * the ui may read the store's query results and show the client's model types. Inside ui: the shell
 * on top, then the features, the kit, the base; no feature imports another.
 */
package io.paydesk.store;
