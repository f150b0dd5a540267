/**
 * The screen kit every screen reuses: the translated catalogue of statuses and reasons, shared
 * table cells, dialogs, the view base with dispose() and task handles. Depends on the ui basics
 * (Messages, Formats, Styles) and the rules; never on ops, the store or the client.
 */
package io.paydesk.ui.kit;
