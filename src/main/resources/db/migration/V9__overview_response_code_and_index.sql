-- Paydesk store, version 9: the overview's charts. response_code is the response code of the
-- payment's newest transaction (why a declined payment was declined); rows stored before this
-- version get it from their JSON once, when the store opens (OverviewQueries.fillResponseCodes).
-- The overview index holds every column the payment charts read, so one currency's date range is
-- grouped from the index alone, without reading rows.
ALTER TABLE payments ADD COLUMN response_code VARCHAR(100);
CREATE INDEX payments_overview ON payments
  (currency, created_at, status, amount, captured, has_chargeback, response_code);
