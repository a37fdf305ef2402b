data "aws_secretsmanager_secret" "dd_api_key" {
  name = "datadog/api-key"
}

locals {
  dd_account = "464622532012"
  region     = "ap-northeast-1"
}

resource "aws_lambda_function" "orders" {
  function_name = "orders-api"
  runtime       = "python3.12"
  architectures = ["arm64"]
  role          = aws_iam_role.orders.arn
  filename      = "build/function.zip"
  handler       = "datadog_lambda.handler.handler"

  layers = [
    "arn:aws:lambda:${local.region}:${local.dd_account}:layer:Datadog-Python312-ARM:98",
    "arn:aws:lambda:${local.region}:${local.dd_account}:layer:Datadog-Extension-ARM:65",
  ]

  environment {
    variables = {
      DD_LAMBDA_HANDLER     = "app.handler"
      DD_SITE               = "ap1.datadoghq.com"
      DD_API_KEY_SECRET_ARN = data.aws_secretsmanager_secret.dd_api_key.arn
      DD_SERVICE            = "orders-api"
      DD_ENV                = "prod"
      DD_TRACE_ENABLED      = "true"
    }
  }
}
