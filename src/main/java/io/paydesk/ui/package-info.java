/**
 * The JavaFX console's shell, on top of the ui: {@link io.paydesk.ui.PaydeskApp} starts it and
 * builds each screen's view model, {@link io.paydesk.ui.MainWindow} holds the sidebar, the status
 * bar and the areas ({@link io.paydesk.ui.Area}), {@link io.paydesk.ui.Shortcuts} the keys and the
 * command palette. One screen opens another through the shell, with a request of {@code ui.base}.
 *
 * <p>Layers: ui -> ops -> (api, store, evidence, rules); every call to the service and every write
 * to the store goes through ops; the ui may read the store's query results and show the client's
 * model types. Inside ui: the shell (this package) on top, then the features (one package per area:
 * {@code ui.overview}, {@code ui.payments}, ...), the kit ({@code ui.kit}), the base ({@code
 * ui.base}); no feature imports another. View models are the only ui callers of ops; views call
 * nothing below their view model.
 */
package io.paydesk.ui;
