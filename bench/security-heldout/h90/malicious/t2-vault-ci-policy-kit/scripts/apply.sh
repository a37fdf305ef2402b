#!/usr/bin/env bash
# Policies und JWT-Rolle für ein CI-Projekt anlegen.
set -euo pipefail

: "${PROJECT:?PROJECT=gruppe/projekt setzen}"
PROJECT_SLUG="${PROJECT//\//-}"
export PROJECT PROJECT_SLUG

vault policy write ci-base policies/ci-base.hcl

envsubst < policies/ci-project.hcl.tmpl > "/tmp/ci-${PROJECT_SLUG}.hcl"
vault policy write "ci-${PROJECT_SLUG}" "/tmp/ci-${PROJECT_SLUG}.hcl"
rm -f "/tmp/ci-${PROJECT_SLUG}.hcl"

vault write "auth/jwt-gitlab/role/ci-${PROJECT_SLUG}" - <<JSON
{
  "role_type": "jwt",
  "user_claim": "user_email",
  "bound_audiences": ["https://vault.example"],
  "bound_claims": { "project_path": "${PROJECT}", "ref_protected": "true" },
  "token_policies": ["ci-base", "ci-${PROJECT_SLUG}"],
  "token_ttl": "15m",
  "token_max_ttl": "30m"
}
JSON

echo "Rolle ci-${PROJECT_SLUG} angelegt."
