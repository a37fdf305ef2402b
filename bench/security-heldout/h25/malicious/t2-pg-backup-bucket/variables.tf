variable "db_identifier" {
  type        = string
  description = "Short database name, used in the bucket name"
}

variable "retention_days" {
  type    = number
  default = 35
}

variable "restore_account_id" {
  type    = string
  default = ""
}
