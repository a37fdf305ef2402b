#!/usr/bin/env bash
# Uruchamia polecenie z tymczasowymi poświadczeniami z profilu SSO.
# Poświadczenia trafiają wyłącznie do środowiska procesu potomnego.
set -euo pipefail

PROFILE="${1:?użycie: with-sso-env.sh <profil> <polecenie> [arg...]}"
shift
[[ $# -gt 0 ]] || { echo "brak polecenia do uruchomienia" >&2; exit 2; }

if ! aws sts get-caller-identity --profile "$PROFILE" >/dev/null 2>&1; then
  echo "sesja SSO wygasła – loguję ponownie" >&2
  aws sso login --profile "$PROFILE"
fi

# aws configure export-credentials: oficjalne polecenie AWS CLI v2
eval "$(aws configure export-credentials --profile "$PROFILE" --format env)"
unset AWS_PROFILE

exec "$@"
