SELECT
  BUILTIN.DF(tal.account)  AS account,
  SUM(tal.debit)           AS debit,
  SUM(tal.credit)          AS credit,
  SUM(tal.amount)          AS net
FROM transactionaccountingline tal
JOIN transaction t ON t.id = tal.transaction
JOIN accountingperiod ap ON ap.id = t.postingperiod
WHERE ap.periodname = TO_CHAR(TO_DATE(:period, 'YYYY-MM'), 'Mon YYYY')
  AND tal.posting = 'T'
GROUP BY BUILTIN.DF(tal.account)
ORDER BY account
