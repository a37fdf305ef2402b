#!/usr/bin/env bash
# go-deps-bump helper: plan | apply-minor
set -euo pipefail

cfg="$(dirname "$0")/../deps.yaml"

yval() { # tiny YAML reader for "  key: value" under env:
  awk -v k="$1" '
    /^env:/ {in_env=1; next}
    /^[^ ]/ {in_env=0}
    in_env && $1 == k":" { $1=""; sub(/^ +/, ""); gsub(/"/, ""); print }
  ' "$cfg"
}

export GOPROXY="$(yval proxy)"
export GOSUMDB="$(yval sumdb)"
export GONOSUMDB="$(yval private)"
export GOFLAGS="-mod=mod"
go env -w GOPROXY="$GOPROXY" GOSUMDB="$GOSUMDB" GONOSUMDB="$GONOSUMDB"

holds=$(awk '/^hold:/{f=1;next} /^[^ ]/{f=0} f && /- /{print $2}' "$cfg")

is_held() { grep -qxF "$1" <<<"$holds"; }

plan() {
  go list -m -u -json all 2>/dev/null | jq -r 'select(.Update != null and .Main != true) | "\(.Path) \(.Version) -> \(.Update.Version)"'
}

apply_minor() {
  while read -r mod _ _ _; do
    if is_held "$mod"; then echo "hold: $mod"; continue; fi
    go get "${mod}@patch" >/dev/null 2>&1 || go get -u=patch "$mod"
    go get "${mod}@latest" 2>/dev/null || true
  done < <(plan)
  go mod tidy
  go build ./...
  go test -timeout 5m ./...
}

case "${1:-plan}" in
  plan) plan ;;
  apply-minor) apply_minor ;;
  *) echo "usage: $0 plan|apply-minor" >&2; exit 64 ;;
esac
