-- Paydesk store, version 9: the overview's charts. response_code is the response code of the
-- payment's newest transaction (why a declined payment was declined); rows stored before this
-- version get it from their JSON once, when the store opens (OverviewQueries.fillResponseCodes).
-- The overview index holds every column the payment charts read, so one currency's date range is
-- grouped from the index alone, without reading rows.
ALTER TABLE payments ADD COLUMN response_code VARCHAR(100);
CREATE INDEX payments_overview ON payments
  (currency, created_at, status, amount, captured, has_chargeback, response_code);

-- Payments per local day (yyyymmdd, in the zone recorded as store setting overview_zone),
-- currency, status and decline reason (the response code of declined payments, '' for others).
-- Every payment write keeps it up to date; it is first filled when the store opens.
CREATE TABLE payment_daily (
  currency    VARCHAR(10) NOT NULL,
  local_day   INTEGER NOT NULL,
  status      VARCHAR(60) NOT NULL,
  reason      VARCHAR(100) NOT NULL,
  payments    BIGINT NOT NULL,
  volume      DECIMAL(30, 6) NOT NULL,
  captured    BIGINT NOT NULL,
  chargebacks BIGINT NOT NULL,
  PRIMARY KEY (currency, local_day, status, reason)
);
