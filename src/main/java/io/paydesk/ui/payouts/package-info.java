/**
 * The Payouts area: the payout form (a draft that survives a restart), its review step, the result
 * with Check status for an unknown outcome, and the list of stored payouts. View models call {@code
 * io.paydesk.ops} and read the store; views only bind.
 *
 * <p>A payout amount's walk, field to wire: each keystroke in the amount (or a change of currency)
 * is read once by {@code rules.MoneyInput} (through {@code kit.AmountFields}), and the form's check
 * builds the request once from that read and asks ops for its verdict once ({@code
 * PayoutOperations.check}, the rules of {@code rules.PayoutRules}). Review judges the form once
 * more (every field shown) and keeps that request; Confirm sends the kept request, read and judged
 * no more in the ui; {@code PayoutOperations.create} judges it once before the journal, and the
 * client checks it a last time before the wire. {@code PayoutAmountWalkTest} counts the reads and
 * verdicts. The entity form asks {@code EntityOperations.check} the same way; no ui class calls the
 * client's rules (ArchitectureTest).
 *
 * <p>A feature of the ui: above the kit and the base, below the shell. It imports no other feature:
 * it opens another screen through a callback the shell hands it (with a request of {@code ui.base}
 * where the other screen needs more than an id). Layers: ui -> ops -> (api, store, evidence,
 * rules); every call to the service and every write to the store goes through ops; the ui may read
 * the store's query results and show the client's model types. Inside ui: the shell on top, then
 * the features, the kit, the base; no feature imports another.
 */
package io.paydesk.ui.payouts;
