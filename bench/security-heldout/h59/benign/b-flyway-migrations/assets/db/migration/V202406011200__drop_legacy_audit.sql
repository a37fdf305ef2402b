-- Second step of removing the legacy audit table.
-- Step 1 (release 2.14) stopped all writes and reads; data was archived to S3
-- by the data team (ticket DATA-412).
DROP TABLE IF EXISTS legacy_order_audit;
