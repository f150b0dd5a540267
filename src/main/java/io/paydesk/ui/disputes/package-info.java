/**
 * The Disputes area: the worklist of chargebacks from the store, sorted by urgency, and the
 * evidence screen of one chargeback. View models call {@link io.paydesk.ops.DisputeOperations}
 * only; views hold no logic.
 */
package io.paydesk.ui.disputes;
