/**
 * Dispute evidence files: checking a PDF the way the service will take it (parses, not encrypted,
 * has pages, at most {@link io.paydesk.rules.Limits#EVIDENCE_MAX_BYTES}), turning photos into PDFs,
 * shrinking scans that are too large, page previews, base64 that is checked before it leaves, and a
 * PDF of a payment's own record. Depends on rules, the client's model and PDFBox only; ops and the
 * command line use it, the screens see it through ops.
 *
 * <p>Below ops, which alone uses it for the screens. Layers: ui -> ops -> (api, store, evidence,
 * rules); every call to the service and every write to the store goes through ops; the ui may read
 * the store's query results and show the client's model types. Inside ui: the shell on top, then
 * the features, the kit, the base; no feature imports another.
 */
package io.paydesk.evidence;
