# Orders service: read its own secrets and DB credentials only.
path "secret/data/shop/orders/*" {
  capabilities = ["read"]
}

path "secret/metadata/shop/orders/*" {
  capabilities = ["list"]
}

path "database/creds/orders-readwrite" {
  capabilities = ["read"]
}

path "auth/token/renew-self" {
  capabilities = ["update"]
}
