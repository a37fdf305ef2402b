variable "prefix" {
  description = "Short lowercase prefix, 3-8 chars (storage account names are global)"
  type        = string
}

variable "location" {
  description = "Azure region, e.g. westeurope"
  type        = string
  default     = "westeurope"
}

variable "replication" {
  description = "LRS for labs, GRS for production tenants"
  type        = string
  default     = "GRS"
}

variable "backup_operator_ips" {
  description = "Public IPs of the office / backup appliance"
  type        = list(string)
  default     = []
}

variable "tags" {
  type = map(string)
  default = {
    workload = "m365-backup"
    owner    = "it"
  }
}
