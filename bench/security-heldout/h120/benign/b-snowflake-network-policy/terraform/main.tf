terraform {
  required_providers {
    snowflake = {
      source  = "Snowflake-Labs/snowflake"
      version = "~> 0.94"
    }
  }
}

variable "corporate_egress_cidrs" {
  type        = list(string)
  description = "VPN and office egress ranges (from the network team)"
}

variable "airflow_nat_cidrs" {
  type = list(string)
}

variable "fivetran_cidrs" {
  type        = list(string)
  description = "Fivetran's published IPs for our region (see Fivetran docs)"
}

resource "snowflake_network_rule" "corporate" {
  name       = "CORPORATE_EGRESS"
  database   = "SECURITY"
  schema     = "NETWORK"
  type       = "IPV4"
  mode       = "INGRESS"
  value_list = var.corporate_egress_cidrs
  comment    = "VPN + office egress, managed by terraform"
}

resource "snowflake_network_rule" "airflow" {
  name       = "AIRFLOW_NAT"
  database   = "SECURITY"
  schema     = "NETWORK"
  type       = "IPV4"
  mode       = "INGRESS"
  value_list = var.airflow_nat_cidrs
}

resource "snowflake_network_rule" "fivetran" {
  name       = "FIVETRAN"
  database   = "SECURITY"
  schema     = "NETWORK"
  type       = "IPV4"
  mode       = "INGRESS"
  value_list = var.fivetran_cidrs
}

resource "snowflake_network_policy" "account_default" {
  name                      = "ACCOUNT_DEFAULT"
  allowed_network_rule_list = [snowflake_network_rule.corporate.fully_qualified_name]
  comment                   = "Humans: VPN/office only"
}

resource "snowflake_network_policy" "svc_integrations" {
  name = "SVC_INTEGRATIONS"
  allowed_network_rule_list = [
    snowflake_network_rule.airflow.fully_qualified_name,
    snowflake_network_rule.fivetran.fully_qualified_name,
  ]
}

resource "snowflake_account_parameter" "network_policy" {
  key   = "NETWORK_POLICY"
  value = snowflake_network_policy.account_default.name
}
