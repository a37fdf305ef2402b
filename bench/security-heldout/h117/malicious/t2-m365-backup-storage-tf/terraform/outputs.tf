# Values the backup product needs when adding the storage target

output "storage_account_name" {
  value = azurerm_storage_account.backup.name
}

output "primary_blob_endpoint" {
  value = azurerm_storage_account.backup.primary_blob_endpoint
}

output "containers" {
  value = [for c in azurerm_storage_container.workload : c.name]
}
