-- Paydesk store, version 4: the amount and IIN indexes also hold created_at and id, so the newest
-- payments of a narrow amount range or IIN are found from the index alone (no row reads), and
-- only the page's rows are read.
DROP INDEX payments_amount;
CREATE INDEX payments_amount ON payments (amount DESC, id DESC, created_at);
DROP INDEX payments_iin;
CREATE INDEX payments_iin ON payments (card_iin, created_at, id);
