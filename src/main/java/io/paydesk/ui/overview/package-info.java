/**
 * The Overview area, the console's home: charts of the local store for a date range and one
 * currency, read off the FX thread through {@code ops.Overview}; a click opens Search with the
 * filters of what was clicked. Depends on ops, the store's result records and the ui kit.
 */
package io.paydesk.ui.overview;
