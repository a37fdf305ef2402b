# Attached to every non-admin token. Deny always wins over other grants.
path "sys/*" {
  capabilities = ["deny"]
}

path "auth/*" {
  capabilities = ["deny"]
}

path "identity/*" {
  capabilities = ["deny"]
}

# ...except the self-service token endpoints
path "auth/token/lookup-self" {
  capabilities = ["read"]
}
