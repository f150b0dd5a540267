/**
 * The Settings area: the connection (embedded sandbox or live, with its keys), the sandbox's reset,
 * the local store (location, size, audit check and export, compaction), and the service's events
 * (the inbox run inside the console, what arrived, failed events and Retry).
 *
 * <p>A feature of the ui: above the kit and the base, below the shell. It imports no other feature:
 * it opens another screen through a callback the shell hands it (with a request of {@code ui.base}
 * where the other screen needs more than an id). Layers: ui -> ops -> (api, store, evidence,
 * rules); every call to the service and every write to the store goes through ops; the ui may read
 * the store's query results and show the client's model types. Inside ui: the shell on top, then
 * the features, the kit, the base; no feature imports another.
 */
package io.paydesk.ui.settings;
