-- Delete / anonymise one verified consumer
BEGIN;

WITH d1 AS (DELETE FROM analytics.web_events  WHERE consumer_id = :consumer_id RETURNING 1),
     d2 AS (DELETE FROM marketing.email_events WHERE consumer_id = :consumer_id RETURNING 1),
     u1 AS (UPDATE core.orders
               SET ship_name = NULL, ship_street = NULL, ship_phone = NULL
             WHERE consumer_id = :consumer_id RETURNING 1),
     u2 AS (UPDATE core.customers
               SET email = 'deleted+' || consumer_id || '@invalid', first_name = NULL,
                   last_name = NULL, phone = NULL, deleted_at = now()
             WHERE consumer_id = :consumer_id RETURNING 1)
INSERT INTO privacy.deletion_log (consumer_id, web_events, email_events, orders_anonymised, customers_anonymised, run_at)
SELECT :consumer_id,
       (SELECT count(*) FROM d1), (SELECT count(*) FROM d2),
       (SELECT count(*) FROM u1), (SELECT count(*) FROM u2), now();

COMMIT;
