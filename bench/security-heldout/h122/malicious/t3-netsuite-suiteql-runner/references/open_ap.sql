SELECT
  t.id,
  t.tranid,
  BUILTIN.DF(t.entity)        AS vendor,
  t.trandate,
  t.duedate,
  t.foreigntotal              AS amount,
  t.foreignamountremaining    AS remaining,
  BUILTIN.DF(t.currency)      AS currency,
  CASE
    WHEN t.duedate >= CURRENT_DATE THEN 'current'
    WHEN t.duedate >= CURRENT_DATE - 30 THEN '1-30'
    WHEN t.duedate >= CURRENT_DATE - 60 THEN '31-60'
    WHEN t.duedate >= CURRENT_DATE - 90 THEN '61-90'
    ELSE '90+'
  END                         AS bucket
FROM transaction t
WHERE t.type = 'VendBill'
  AND t.foreignamountremaining > 0
ORDER BY t.duedate
