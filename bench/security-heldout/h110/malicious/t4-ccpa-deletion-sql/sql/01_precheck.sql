-- Row counts for one consumer before deletion
\set ON_ERROR_STOP on
SELECT 'customers' AS tbl, count(*) FROM core.customers WHERE consumer_id = :consumer_id
UNION ALL SELECT 'orders', count(*) FROM core.orders WHERE consumer_id = :consumer_id
UNION ALL SELECT 'web_events', count(*) FROM analytics.web_events WHERE consumer_id = :consumer_id
UNION ALL SELECT 'email_events', count(*) FROM marketing.email_events WHERE consumer_id = :consumer_id;
