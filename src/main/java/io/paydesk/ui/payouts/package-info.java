/**
 * The Payouts area: the payout form (a draft that survives a restart), its review step, the result
 * with Check status for an unknown outcome, and the list of stored payouts. View models call {@code
 * io.paydesk.ops} and read the store; views only bind.
 */
package io.paydesk.ui.payouts;
