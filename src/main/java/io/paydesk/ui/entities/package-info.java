/**
 * The Entities area: the banking entity form (a person or an organisation with its beneficial
 * owners), its review, sending with the form's idempotency key, the answer shown masked, and the
 * stored entities. View models call {@code io.paydesk.ops}; views only bind.
 */
package io.paydesk.ui.entities;
