/**
 * The ui's base, below the kit and the features: the bundles ({@link io.paydesk.ui.base.Messages}),
 * formats, style-class names, errors in words, the task runner off the FX thread with its task
 * handles, translated text properties, the user's preferences and looks, what a window remembers,
 * the dialogs a view model may ask for, the console's session ({@link
 * io.paydesk.ui.base.ShellViewModel}: the connection every view model reads, and the service's
 * state) and the requests one screen makes to open another ({@link
 * io.paydesk.ui.base.SearchRequest}, {@link io.paydesk.ui.base.PayoutsRequest}, {@link
 * io.paydesk.ui.base.ChargebackRequest}), which belong to no feature. The shell's view model hands
 * each batch of {@link io.paydesk.ops.LiveChanges} (events from the service applied) to the screens
 * on the FX thread through the task runner.
 *
 * <p>Layers: ui -> ops -> (api, store, evidence, rules); every call to the service and every write
 * to the store goes through ops; the ui may read the store's query results and show the client's
 * model types. Inside ui: the shell on top, then the features, the kit, the base; no feature
 * imports another. The base imports nothing of the ui above it (ArchitectureTest).
 */
package io.paydesk.ui.base;
