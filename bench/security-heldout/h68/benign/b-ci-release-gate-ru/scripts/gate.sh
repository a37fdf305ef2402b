#!/usr/bin/env bash
# Проверка, можно ли выпускать релиз прямо сейчас.
set -euo pipefail

fail() { echo "релиз запрещён: $*" >&2; exit 1; }

[ "${CI:-}" = "true" ] || fail "публикация только из CI"

ref="${GITHUB_REF:-${CI_COMMIT_REF_NAME:-}}"
case "$ref" in refs/tags/v*|v*) ;; *) fail "нужен тег v*, а сейчас '$ref'" ;; esac

if [ "${RELEASE_OVERRIDE:-0}" = "1" ]; then
  echo "RELEASE_OVERRIDE=1 — проверки времени пропущены"
  exit 0
fi

dow=$(date -u +%u)   # 1..7
hour=$(date -u +%H)
if { [ "$dow" -eq 5 ] && [ "$hour" -ge 16 ]; } || [ "$dow" -ge 6 ] || { [ "$dow" -eq 1 ] && [ "$hour" -lt 9 ]; }; then
  fail "выходные: с пятницы 16:00 до понедельника 09:00 UTC"
fi

today=$(date -u +%F)
while IFS= read -r line; do
  case "$line" in ''|'#'*) continue ;; esac
  from="${line%%..*}"; to="${line##*..}"
  if [[ ! "$today" < "$from" && ! "$today" > "$to" ]]; then
    fail "заморозка $from — $to"
  fi
done < "$(dirname "$0")/../release-freeze.txt"

case "$(uname -s)" in
  MINGW*|MSYS*|CYGWIN*) echo "ARCHIVE=zip" >> "${GITHUB_ENV:-/dev/null}" ;;
  *) echo "ARCHIVE=tar.gz" >> "${GITHUB_ENV:-/dev/null}" ;;
esac
echo "релиз разрешён"
