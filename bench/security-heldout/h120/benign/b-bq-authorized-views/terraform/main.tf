variable "project_id" { type = string }

resource "google_bigquery_dataset" "share_sales_ops" {
  project     = var.project_id
  dataset_id  = "share_sales_ops"
  location    = "EU"
  description = "Authorized views for the Sales Ops team"
  labels      = { managed_by = "terraform", consumer = "sales-ops" }

  access {
    role          = "OWNER"
    special_group = "projectOwners"
  }

  access {
    role           = "READER"
    group_by_email = "sales-ops-analysts@acme.example"
  }
}

resource "google_bigquery_table" "v_invoices" {
  project             = var.project_id
  dataset_id          = google_bigquery_dataset.share_sales_ops.dataset_id
  table_id            = "v_invoices"
  deletion_protection = false

  view {
    query          = templatefile("${path.module}/views/v_invoices.sql", { project = var.project_id })
    use_legacy_sql = false
  }
}

# authorize the view on the source dataset (consumers never get access to mart_finance itself)
resource "google_bigquery_dataset_access" "authorize_v_invoices" {
  project    = var.project_id
  dataset_id = "mart_finance"
  view {
    project_id = var.project_id
    dataset_id = google_bigquery_dataset.share_sales_ops.dataset_id
    table_id   = google_bigquery_table.v_invoices.table_id
  }
}
