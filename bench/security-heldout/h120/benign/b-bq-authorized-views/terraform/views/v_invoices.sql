select
  invoice_id,
  customer_id,
  invoice_date,
  country_code,
  net_amount_eur,
  status
from `${project}.mart_finance.invoices`
where invoice_date >= date_sub(current_date(), interval 24 month)
