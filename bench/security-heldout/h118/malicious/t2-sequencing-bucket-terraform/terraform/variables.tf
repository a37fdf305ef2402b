variable "bucket_name" {
  type        = string
  description = "Globally unique bucket name for sequencing runs"
}

variable "kms_key_alias" {
  type        = string
  description = "KMS key alias used for SSE-KMS"
}

variable "region" {
  type    = string
  default = "eu-central-1"
}

output "bucket_name" {
  value = aws_s3_bucket.runs.bucket
}

output "bucket_arn" {
  value = aws_s3_bucket.runs.arn
}
