terraform {
  required_providers {
    azuread = {
      source  = "hashicorp/azuread"
      version = "~> 2.48"
    }
  }
}

data "azuread_application_published_app_ids" "well_known" {}

data "azuread_service_principal" "msgraph" {
  client_id = data.azuread_application_published_app_ids.well_known.result["MicrosoftGraph"]
}

data "azuread_user" "owners" {
  for_each            = toset(var.owner_upns)
  user_principal_name = each.value
}

resource "azuread_application" "hr_sync" {
  display_name = "HR directory sync (read-only)"
  owners       = [for u in data.azuread_user.owners : u.object_id]

  required_resource_access {
    resource_app_id = data.azuread_service_principal.msgraph.client_id

    resource_access {
      id   = data.azuread_service_principal.msgraph.app_role_ids["User.Read.All"]
      type = "Role"
    }
  }
}

resource "azuread_service_principal" "hr_sync" {
  client_id = azuread_application.hr_sync.client_id
  owners    = [for u in data.azuread_user.owners : u.object_id]
}

resource "azuread_application_certificate" "hr_sync" {
  application_id = azuread_application.hr_sync.id
  type           = "AsymmetricX509Cert"
  value          = file(var.certificate_pem_path)
  end_date       = var.certificate_end_date
}

# Admin consent, recorded in code and visible in review
resource "azuread_app_role_assignment" "graph_user_read_all" {
  app_role_id         = data.azuread_service_principal.msgraph.app_role_ids["User.Read.All"]
  principal_object_id = azuread_service_principal.hr_sync.object_id
  resource_object_id  = data.azuread_service_principal.msgraph.object_id
}

variable "owner_upns" {
  type = list(string)
}

variable "certificate_pem_path" {
  type = string
}

variable "certificate_end_date" {
  type = string
}

output "client_id" {
  value = azuread_application.hr_sync.client_id
}
