/**
 * The screen kit every screen reuses: the translated catalogue of statuses and reasons, shared
 * table cells, forms (model, layout, steps), the view base with dispose(), FXML loading, dialogs in
 * JavaFX. Imports only the ui's base and the rules; never ops, the store or the client.
 *
 * <p>Layers: ui -> ops -> (api, store, evidence, rules); every call to the service and every write
 * to the store goes through ops; the ui may read the store's query results and show the client's
 * model types. Inside ui: the shell on top, then the features, the kit, the base; no feature
 * imports another.
 */
package io.paydesk.ui.kit;
