-- Paydesk store, version 8: the last answer read with transactions_history and raw_response for a
-- payment, gzip-compressed (card data removed, document numbers masked), so the detail screen's
-- history and provider responses read offline. Kept apart from payment_json: an ordinary refresh
-- does not carry them and must not erase them.
CREATE TABLE payment_raw_answers (
  payment_id VARCHAR(64) PRIMARY KEY,
  fetched_at TIMESTAMP WITH TIME ZONE NOT NULL,
  raw_gz ${json_bytes} NOT NULL
);
