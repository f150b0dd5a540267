/**
 * The JavaFX console: shell, navigation, the task runner and one view plus view model per screen.
 * View models are the only callers of the client and the store.
 */
package io.paydesk.ui;
