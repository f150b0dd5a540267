-- Paydesk store, version 7: the customers a user looked up (most recent first), and payments found
-- by customer id as fast as by e-mail (one customer's view lists and totals them).
CREATE TABLE customer_lookups (
  customer_id  VARCHAR(64) PRIMARY KEY,
  looked_up_at TIMESTAMP WITH TIME ZONE NOT NULL
);
CREATE INDEX customer_lookups_recent ON customer_lookups (looked_up_at DESC);
CREATE INDEX payments_customer ON payments (customer_id, created_at DESC, id DESC);
