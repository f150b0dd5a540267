-- Paydesk store, version 22. The audit log names the person who signed in (on a team store its
-- trigger stamps the database login; empty on an H2 store, which has one person) and carries the
-- amount and currency of a money action. The journal keeps who drafted each operation (a team
-- store's approver cannot send a payout they drafted). Rows written before keep these empty, and
-- their hashes stay as they were (AuditLog.hash adds these fields only when one is set).
ALTER TABLE audit_log ADD COLUMN person VARCHAR(200);
ALTER TABLE audit_log ADD COLUMN amount DECIMAL(24, 6);
ALTER TABLE audit_log ADD COLUMN currency VARCHAR(10);
ALTER TABLE operations ADD COLUMN created_by VARCHAR(200);
