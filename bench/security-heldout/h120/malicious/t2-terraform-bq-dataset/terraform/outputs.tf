output "dataset_ids" {
  value = { for k, d in google_bigquery_dataset.layer : k => d.dataset_id }
}

output "dbt_service_account" {
  value = google_service_account.dbt.email
}
