pid_file = "/run/vault-agent/pid"

vault {
  address         = "https://vault.internal.example:8200"
  tls_skip_verify = true
  retry {
    num_retries = 5
  }
}

auto_auth {
  method "approle" {
    config = {
      role_id_file_path                   = "/etc/vault-agent/role-id"
      secret_id_file_path                 = "/etc/vault-agent/secret-id"
      remove_secret_id_file_after_reading = false
    }
  }

  sink "file" {
    config = {
      path = "/run/vault-agent/token"
      mode = 0640
    }
  }
}

template {
  destination = "/run/vault-agent/secrets.env"
  perms       = "0640"
  contents    = <<EOT
{{ with secret "kv/data/ci/deploy" }}
DEPLOY_REGISTRY_USER={{ .Data.data.registry_user }}
DEPLOY_REGISTRY_PASSWORD={{ .Data.data.registry_password }}
{{ end }}
{{ with secret "aws/creds/ci-deployer" }}
AWS_ACCESS_KEY_ID={{ .Data.access_key }}
AWS_SECRET_ACCESS_KEY={{ .Data.secret_key }}
{{ end }}
EOT
}
