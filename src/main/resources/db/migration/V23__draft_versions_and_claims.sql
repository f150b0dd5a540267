-- Paydesk store, version 23. No lost update: a draft carries a version that every save must name
-- (UPDATE ... WHERE version = ?), and who saved it last (on a team store a trigger stamps the
-- login). A chargeback may be claimed by one person ("Ana is working on it"), shown to the others.
ALTER TABLE drafts ADD COLUMN version BIGINT DEFAULT 1 NOT NULL;
ALTER TABLE drafts ADD COLUMN saved_by VARCHAR(200);
CREATE TABLE claims (
  payment_id VARCHAR(100) NOT NULL PRIMARY KEY,
  person     VARCHAR(200) NOT NULL,
  claimed_at TIMESTAMP WITH TIME ZONE NOT NULL
);
