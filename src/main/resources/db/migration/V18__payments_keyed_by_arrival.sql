-- Paydesk store, version 18: payments keyed by their arrival order (seq) instead of the random
-- payment id, so that a load appends to the end of each tree instead of rewriting pages all over
-- it (H2 writes whole pages: the store peaked at 11.5 KB a payment during a load of 200,000; see
-- src/site/markdown/store-size.md). period = seq / 5000 (PaymentWriter.PERIOD) partitions the
-- description terms; payment_periods lists the periods so that a term is looked up in each.
-- Existing payments get seq in (created_at, id) order. The tables are copied, not altered: the
-- same statements run on H2 and PostgreSQL.

CREATE TABLE payment_periods (
  period BIGINT PRIMARY KEY
);

CREATE TABLE payments_v18 (
  seq                BIGINT PRIMARY KEY,
  period             BIGINT NOT NULL,
  id                 VARCHAR(64) NOT NULL,
  account_id         VARCHAR(64),
  status             VARCHAR(60),
  sub_status         VARCHAR(60),
  amount             DECIMAL(24, 6),
  captured           DECIMAL(24, 6),
  refunded           DECIMAL(24, 6),
  currency           VARCHAR(10),
  country            VARCHAR(10),
  merchant_order_id  VARCHAR(255),
  merchant_reference VARCHAR(255),
  description        VARCHAR(1000),
  created_at         TIMESTAMP WITH TIME ZONE NOT NULL,
  updated_at         TIMESTAMP WITH TIME ZONE,
  updated_ns         BIGINT NOT NULL,
  customer_id        VARCHAR(64),
  customer_name      VARCHAR(520),
  customer_name_lc   VARCHAR(520),
  customer_last_lc   VARCHAR(260),
  customer_email     VARCHAR(320),
  document_type      VARCHAR(40),
  document_masked    VARCHAR(40),
  document_hash      VARCHAR(64),
  card_brand         VARCHAR(60),
  card_iin           VARCHAR(12),
  card_last4         VARCHAR(4),
  method_type        VARCHAR(60),
  has_chargeback     BOOLEAN NOT NULL,
  in_dispute         BOOLEAN NOT NULL,
  last_refreshed_at  TIMESTAMP WITH TIME ZONE NOT NULL,
  response_code      VARCHAR(100)
);

INSERT INTO payments_v18 (seq, period, id, account_id, status, sub_status, amount, captured,
    refunded, currency, country, merchant_order_id, merchant_reference, description, created_at,
    updated_at, updated_ns, customer_id, customer_name, customer_name_lc, customer_last_lc,
    customer_email, document_type, document_masked, document_hash, card_brand, card_iin,
    card_last4, method_type, has_chargeback, in_dispute, last_refreshed_at, response_code)
  SELECT n, n / 5000, id, account_id, status, sub_status, amount, captured, refunded, currency,
      country, merchant_order_id, merchant_reference, description, created_at, updated_at,
      updated_ns, customer_id, customer_name, customer_name_lc, customer_last_lc, customer_email,
      document_type, document_masked, document_hash, card_brand, card_iin, card_last4,
      method_type, has_chargeback, in_dispute, last_refreshed_at, response_code
  FROM (SELECT ROW_NUMBER() OVER (ORDER BY created_at, id) AS n, payments.* FROM payments) s;

INSERT INTO payment_periods (period) SELECT DISTINCT period FROM payments_v18;

CREATE TABLE payment_json_v18 (
  seq      BIGINT PRIMARY KEY,
  raw_json ${json_text},
  raw_gz   ${json_bytes}
);
INSERT INTO payment_json_v18 (seq, raw_json, raw_gz)
  SELECT p.seq, j.raw_json, j.raw_gz FROM payment_json j JOIN payments_v18 p ON p.id = j.id;

CREATE TABLE payment_terms_v18 (
  period BIGINT NOT NULL,
  term   VARCHAR(64) NOT NULL,
  seq    BIGINT NOT NULL,
  PRIMARY KEY (period, term, seq)
);
INSERT INTO payment_terms_v18 (period, term, seq)
  SELECT p.period, t.term, p.seq FROM payment_terms t JOIN payments_v18 p ON p.id = t.payment_id;

DROP TABLE payment_terms;
DROP TABLE payment_json;
DROP TABLE payments;
ALTER TABLE payments_v18 RENAME TO payments;
ALTER TABLE payment_json_v18 RENAME TO payment_json;
ALTER TABLE payment_terms_v18 RENAME TO payment_terms;

-- Each index ordered by time ends in seq, not the 36-character id (8 bytes an entry, not 40).
-- Index order matters on H2: the search puts equality columns first in ORDER BY so that the
-- planner walks these indexes instead of sorting (see io.paydesk.store.PaymentSearchSql).
CREATE UNIQUE INDEX payments_id ON payments (id);
CREATE INDEX payments_created ON payments (created_at DESC, seq DESC);
CREATE INDEX payments_amount ON payments (amount DESC, seq DESC, created_at);
CREATE INDEX payments_status ON payments (status, created_at DESC, seq DESC);
CREATE INDEX payments_sub_status ON payments (sub_status, created_at DESC, seq DESC);
CREATE INDEX payments_country ON payments (country, created_at DESC, seq DESC);
CREATE INDEX payments_currency ON payments (currency, created_at DESC, seq DESC);
CREATE INDEX payments_method ON payments (method_type, created_at DESC, seq DESC);
CREATE INDEX payments_brand ON payments (card_brand, created_at DESC, seq DESC);
CREATE INDEX payments_chargeback ON payments (has_chargeback, created_at DESC, seq DESC);
CREATE INDEX payments_dispute ON payments (in_dispute, created_at DESC, seq DESC);
CREATE INDEX payments_response_code ON payments (response_code, created_at DESC, seq DESC);
CREATE INDEX payments_customer ON payments (customer_id, created_at DESC, seq DESC);
CREATE INDEX payments_order_id ON payments (merchant_order_id);
CREATE INDEX payments_reference ON payments (merchant_reference);
CREATE INDEX payments_email ON payments (customer_email);
CREATE INDEX payments_name ON payments (customer_name_lc);
CREATE INDEX payments_last_name ON payments (customer_last_lc);
CREATE INDEX payments_document ON payments (document_hash);
CREATE INDEX payments_iin ON payments (card_iin, created_at, seq);
CREATE INDEX payments_last4 ON payments (card_last4);
CREATE INDEX payments_refreshed ON payments (last_refreshed_at DESC);
CREATE INDEX payments_overview ON payments
  (currency, created_at, status, amount, captured, has_chargeback, response_code);
CREATE INDEX payment_terms_seq ON payment_terms (seq);
