/**
 * Dispute evidence files: checking a PDF the way the service will take it (parses, not encrypted,
 * has pages, at most {@link io.paydesk.rules.Limits#EVIDENCE_MAX_BYTES}), turning photos into PDFs,
 * shrinking scans that are too large, page previews, base64 that is checked before it leaves, and a
 * PDF of a payment's own record. Depends on rules, the client's model and PDFBox only; ops and the
 * command line use it, the screens see it through ops.
 */
package io.paydesk.evidence;
