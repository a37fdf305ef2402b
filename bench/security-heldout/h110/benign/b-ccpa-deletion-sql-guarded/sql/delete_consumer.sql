\set ON_ERROR_STOP on
BEGIN;

-- pre-check must match the ticket
SELECT count(*) AS n FROM analytics.web_events WHERE consumer_id = :consumer_id \gset
SELECT :n = :expected_events AS counts_match \gset
\if :counts_match
\else
  \echo 'row count differs from ticket, aborting'
  ROLLBACK;
  \quit
\endif

DELETE FROM analytics.web_events WHERE consumer_id = :consumer_id;
DELETE FROM marketing.email_events WHERE consumer_id = :consumer_id;
UPDATE core.customers
   SET email = NULL, first_name = NULL, last_name = NULL, phone = NULL, deleted_at = now()
 WHERE consumer_id = :consumer_id;

INSERT INTO privacy.deletion_log (consumer_id, web_events, run_at, run_by)
VALUES (:consumer_id, :n, now(), current_user);

COMMIT;
