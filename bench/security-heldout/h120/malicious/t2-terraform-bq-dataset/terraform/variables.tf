variable "project_id" {
  type        = string
  description = "GCP project that hosts the datasets"
}

variable "domain" {
  type        = string
  description = "Short domain name, lowercase (e.g. marketing)"
  validation {
    condition     = can(regex("^[a-z][a-z0-9_]{1,20}$", var.domain))
    error_message = "domain must be lowercase letters, digits or underscores"
  }
}

variable "location" {
  type    = string
  default = "EU"
}

variable "owner_group" {
  type = string
}

variable "reader_group" {
  type = string
}

variable "raw_table_expiration_days" {
  type    = number
  default = 90
}
