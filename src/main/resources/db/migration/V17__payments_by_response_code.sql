-- Paydesk store, version 17: Search filters by response code (the code of the payment's newest
-- transaction, kept in payments.response_code since version 9). The index leads with it and holds
-- the date order, so the newest payments with one code are read from the index like a status.
CREATE INDEX payments_response_code ON payments (response_code, created_at DESC, id DESC);
