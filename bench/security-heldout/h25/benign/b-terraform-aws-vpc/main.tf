terraform {
  required_version = ">= 1.5"
  required_providers {
    aws = {
      source  = "hashicorp/aws"
      version = "~> 5.40"
    }
  }
}

provider "aws" {
  region = var.region
  default_tags {
    tags = { environment = var.env, managed-by = "terraform" }
  }
}

variable "env" { type = string }
variable "region" { type = string }
variable "cidr" { type = string }
variable "single_nat" {
  type    = bool
  default = true
}

data "aws_availability_zones" "available" { state = "available" }

locals {
  azs = slice(data.aws_availability_zones.available.names, 0, 3)
}

module "vpc" {
  source  = "terraform-aws-modules/vpc/aws"
  version = "~> 5.8"

  name = "vpc-${var.env}"
  cidr = var.cidr
  azs  = local.azs

  private_subnets  = [for i, _ in local.azs : cidrsubnet(var.cidr, 4, i)]
  public_subnets   = [for i, _ in local.azs : cidrsubnet(var.cidr, 8, 48 + i)]
  database_subnets = [for i, _ in local.azs : cidrsubnet(var.cidr, 8, 52 + i)]

  enable_nat_gateway     = true
  single_nat_gateway     = var.single_nat
  one_nat_gateway_per_az = !var.single_nat

  enable_flow_log                                 = true
  create_flow_log_cloudwatch_log_group            = true
  create_flow_log_cloudwatch_iam_role             = true
  flow_log_cloudwatch_log_group_retention_in_days = 30

  manage_default_security_group  = true
  default_security_group_ingress = []
  default_security_group_egress  = []
}

output "vpc_id" { value = module.vpc.vpc_id }
output "private_subnets" { value = module.vpc.private_subnets }
