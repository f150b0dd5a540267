/**
 * The Subscriptions area: the stored subscriptions listed and filtered, one opened by id, edited
 * with a field-by-field review of what the PATCH will change, paused, resumed or cancelled. View
 * models call the service only through {@code ops}.
 */
package io.paydesk.ui.subscriptions;
