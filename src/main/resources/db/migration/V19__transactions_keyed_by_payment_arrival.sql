-- Paydesk store, version 19: transactions keyed by their payment's arrival order (payment_seq, id)
-- instead of their random id, so that a load appends to the trees instead of rewriting their pages
-- all over (see V18 and src/site/markdown/store-size.md). A transaction looked up by its id is
-- found period by period: (period, id), period = payment_seq / 5000, joined with payment_periods.
-- A transaction whose payment is not stored is not kept (the store keeps transactions with their
-- payment; the service has them). The table is copied, not altered: the same statements run on H2
-- and PostgreSQL.

CREATE TABLE transactions_v19 (
  payment_seq        BIGINT NOT NULL,
  period             BIGINT NOT NULL,
  id                 VARCHAR(64) NOT NULL,
  payment_id         VARCHAR(64) NOT NULL,
  type               VARCHAR(60),
  status             VARCHAR(60),
  category           VARCHAR(60),
  amount             DECIMAL(24, 6),
  merchant_reference VARCHAR(255),
  created_at         TIMESTAMP WITH TIME ZONE,
  updated_ns         BIGINT NOT NULL,
  last_refreshed_at  TIMESTAMP WITH TIME ZONE NOT NULL,
  -- NULL when the transaction came inside its payment: read it from payment_json instead.
  raw_json           ${json_text},
  PRIMARY KEY (payment_seq, id)
);

INSERT INTO transactions_v19 (payment_seq, period, id, payment_id, type, status, category, amount,
    merchant_reference, created_at, updated_ns, last_refreshed_at, raw_json)
  SELECT p.seq, p.period, t.id, t.payment_id, t.type, t.status, t.category, t.amount,
      t.merchant_reference, t.created_at, t.updated_ns, t.last_refreshed_at, t.raw_json
  FROM transactions t JOIN payments p ON p.id = t.payment_id;

DROP TABLE transactions;
ALTER TABLE transactions_v19 RENAME TO transactions;
CREATE INDEX transactions_id ON transactions (period, id);
CREATE INDEX transactions_type ON transactions (type, status);
