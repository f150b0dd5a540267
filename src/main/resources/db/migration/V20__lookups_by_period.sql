-- Paydesk store, version 20: on H2, the payment id and the look-up columns are indexed by period
-- first, (period, value), so that a load writes into the newest period's part of each index
-- instead of rewriting pages all over it (H2 writes whole pages; see V18 and
-- src/site/markdown/store-size.md). A value is found period by period, payment_periods joined
-- (io.paydesk.store.PaymentSearchSql.BY_PERIOD). With no unique index on the id, the writer finds
-- stored ids itself (io.paydesk.store.StoredIds); an H2 store has one writing process.
-- On PostgreSQL the placeholders keep the plain indexes and the unique id (by_period is empty,
-- id_unique is UNIQUE): it updates pages in place, and a team store has several writers.

DROP INDEX payments_id;
CREATE ${id_unique}INDEX payments_id ON payments (${by_period}id);
DROP INDEX payments_order_id;
CREATE INDEX payments_order_id ON payments (${by_period}merchant_order_id);
DROP INDEX payments_reference;
CREATE INDEX payments_reference ON payments (${by_period}merchant_reference);
DROP INDEX payments_email;
CREATE INDEX payments_email ON payments (${by_period}customer_email);
DROP INDEX payments_name;
CREATE INDEX payments_name ON payments (${by_period}customer_name_lc);
DROP INDEX payments_last_name;
CREATE INDEX payments_last_name ON payments (${by_period}customer_last_lc);
DROP INDEX payments_document;
CREATE INDEX payments_document ON payments (${by_period}document_hash);
DROP INDEX payments_last4;
CREATE INDEX payments_last4 ON payments (${by_period}card_last4);
DROP INDEX payments_customer;
CREATE INDEX payments_customer ON payments (${by_period}customer_id, created_at DESC, seq DESC);
DROP INDEX payments_iin;
CREATE INDEX payments_iin ON payments (${by_period}card_iin, created_at, seq);
DROP INDEX payments_amount;
CREATE INDEX payments_amount ON payments (${by_period}amount DESC, seq DESC, created_at);
