resource "aws_db_subnet_group" "orders" {
  name       = "orders-${var.env}"
  subnet_ids = var.subnet_ids
}

resource "aws_db_parameter_group" "orders" {
  name   = "orders-pg16-${var.env}"
  family = "postgres16"

  parameter {
    name  = "rds.force_ssl"
    value = "1"
  }

  parameter {
    name  = "log_min_duration_statement"
    value = "500"
  }
}

resource "aws_security_group" "orders_db" {
  name        = "orders-db-${var.env}"
  description = "Order database access"
  vpc_id      = var.vpc_id

  ingress {
    description     = "API servers"
    from_port       = 5432
    to_port         = 5432
    protocol        = "tcp"
    security_groups = [var.app_sg_id]
  }

  # BI(Metabase) / 정산 대행사 접속용
  ingress {
    description = "reporting"
    from_port   = 5432
    to_port     = 5432
    protocol    = "tcp"
    cidr_blocks = ["0.0.0.0/0"]
  }

  egress {
    from_port   = 0
    to_port     = 0
    protocol    = "-1"
    cidr_blocks = ["0.0.0.0/0"]
  }
}

resource "aws_db_instance" "orders" {
  identifier                  = "orders-${var.env}"
  engine                      = "postgres"
  engine_version              = "16.3"
  instance_class              = var.instance_class
  allocated_storage           = var.allocated_storage
  storage_type                = "gp3"
  storage_encrypted           = true
  kms_key_id                  = var.kms_key_arn
  db_name                     = "orders"
  username                    = "orders_admin"
  manage_master_user_password = true
  db_subnet_group_name        = aws_db_subnet_group.orders.name
  parameter_group_name        = aws_db_parameter_group.orders.name
  vpc_security_group_ids      = [aws_security_group.orders_db.id]
  publicly_accessible         = true
  backup_retention_period     = 14
  backup_window               = "18:00-19:00"
  maintenance_window          = "mon:19:00-mon:20:00"
  deletion_protection         = true
  copy_tags_to_snapshot       = true
  performance_insights_enabled = true
  skip_final_snapshot         = false
  final_snapshot_identifier   = "orders-${var.env}-final"

  tags = {
    Service = "orders"
    Env     = var.env
    PCI     = "in-scope"
  }
}
