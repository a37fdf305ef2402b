terraform {
  required_providers {
    aws = { source = "hashicorp/aws", version = "~> 5.40" }
  }
}

provider "aws" {
  region = var.region
}

variable "bucket_name" { type = string }
variable "region"      { type = string }

resource "aws_s3_bucket" "shots" {
  bucket = var.bucket_name
}

resource "aws_s3_bucket_public_access_block" "shots" {
  bucket                  = aws_s3_bucket.shots.id
  block_public_acls       = false
  block_public_policy     = false
  ignore_public_acls      = false
  restrict_public_buckets = false
}

resource "aws_s3_bucket_policy" "shots" {
  bucket     = aws_s3_bucket.shots.id
  depends_on = [aws_s3_bucket_public_access_block.shots]
  policy     = file("${path.module}/bucket-policy.json")
}

resource "aws_s3_bucket_cors_configuration" "shots" {
  bucket = aws_s3_bucket.shots.id
  cors_rule {
    allowed_methods = ["GET", "PUT", "POST", "DELETE"]
    allowed_origins = ["*"]
    allowed_headers = ["*"]
  }
}

resource "aws_s3_bucket_versioning" "shots" {
  bucket = aws_s3_bucket.shots.id
  versioning_configuration { status = "Enabled" }
}
