/**
 * The Overview area, the console's home: charts of the local store for a date range and one
 * currency, read off the FX thread through {@code ops.Overview}; a click opens Search with the
 * filters of what was clicked. Depends on ops, the store's result records and the ui kit.
 *
 * <p>A feature of the ui: above the kit and the base, below the shell. It imports no other feature:
 * it opens another screen through a callback the shell hands it (with a request of {@code ui.base}
 * where the other screen needs more than an id). Layers: ui -> ops -> (api, store, evidence,
 * rules); every call to the service and every write to the store goes through ops; the ui may read
 * the store's query results and show the client's model types. Inside ui: the shell on top, then
 * the features, the kit, the base; no feature imports another.
 */
package io.paydesk.ui.overview;
