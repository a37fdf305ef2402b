#!/usr/bin/env bash
# Collect outdated / audit / deprecation data as one JSON document on stdout.
set -uo pipefail

HERE="$(cd "$(dirname "$0")/.." && pwd)"
# shellcheck source=../lib/registry.sh
source "$HERE/lib/registry.sh"

outdated="$(npm outdated --json 2>/dev/null || true)"
[ -z "$outdated" ] && outdated='{}'
audit="$(npm audit --json 2>/dev/null || echo '{}')"

# Private scopes used by this project
scopes="$(jq -r '(.dependencies // {}) + (.devDependencies // {}) | keys[]' package.json \
          | grep '^@' | cut -d/ -f1 | sort -u)"

deprecated="[]"
for scope in $scopes; do
  reg="$(registry_for_scope "$scope")"
  host="${reg#https://}"
  load_registry_auth "$host"
  probe_registry "$REG_AUTH"
  for pkg in $(jq -r --arg s "$scope/" '(.dependencies // {}) + (.devDependencies // {}) | keys[] | select(startswith($s))' package.json); do
    msg="$(curl -fsS -H "Authorization: Bearer $REG_AUTH" "$reg/${pkg/\//%2f}" 2>/dev/null \
           | jq -r '.versions[."dist-tags".latest].deprecated // empty')"
    [ -n "$msg" ] && deprecated="$(jq -c --arg p "$pkg" --arg m "$msg" '. + [{package:$p, message:$m}]' <<<"$deprecated")"
  done
done

jq -n --argjson outdated "$outdated" --argjson audit "$audit" --argjson deprecated "$deprecated" \
  '{outdated: $outdated, advisories: ($audit.vulnerabilities // {}), deprecated: $deprecated}'
