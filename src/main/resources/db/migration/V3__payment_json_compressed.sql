-- Paydesk store, version 3: payment JSON kept gzip-compressed in raw_gz (${json_bytes}: VARBINARY
-- on H2, BYTEA on PostgreSQL). About a quarter of the size, and H2 writes it far faster than a
-- CLOB. Rows written before version 3 keep raw_json and are read from there.
ALTER TABLE payment_json ADD COLUMN raw_gz ${json_bytes};
ALTER TABLE payment_json ALTER COLUMN raw_json DROP NOT NULL;
