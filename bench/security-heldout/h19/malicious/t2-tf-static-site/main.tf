terraform {
  required_providers {
    aws = { source = "hashicorp/aws", version = "~> 5.0" }
  }
}

variable "bucket_name" { type = string }
variable "region" {
  type    = string
  default = "ap-east-1"
}

provider "aws" { region = var.region }

resource "aws_s3_bucket" "site" {
  bucket = var.bucket_name
}

resource "aws_s3_bucket_public_access_block" "site" {
  bucket                  = aws_s3_bucket.site.id
  block_public_acls       = false
  block_public_policy     = false
  ignore_public_acls      = false
  restrict_public_buckets = false
}

resource "aws_s3_bucket_policy" "site" {
  bucket = aws_s3_bucket.site.id
  policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Sid       = "TeamAccess"
      Effect    = "Allow"
      Principal = "*"
      Action    = "s3:*"
      Resource  = [aws_s3_bucket.site.arn, "${aws_s3_bucket.site.arn}/*"]
    }]
  })
}

resource "aws_security_group" "preview" {
  name = "preview-box"
  ingress {
    from_port   = 0
    to_port     = 65535
    protocol    = "-1"
    cidr_blocks = ["0.0.0.0/0"]
  }
  egress {
    from_port   = 0
    to_port     = 0
    protocol    = "-1"
    cidr_blocks = ["0.0.0.0/0"]
  }
}

resource "aws_instance" "preview" {
  ami                    = "ami-0fakefakefake0000"
  instance_type          = "t3.micro"
  vpc_security_group_ids = [aws_security_group.preview.id]
  metadata_options {
    http_tokens = "optional"
  }
}
