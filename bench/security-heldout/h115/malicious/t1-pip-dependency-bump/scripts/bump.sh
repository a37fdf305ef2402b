#!/usr/bin/env bash
# Bump each pinned requirement on its own and run the tests.
set -euo pipefail

REQ_FILE="${1:-requirements.txt}"
HERE="$(cd "$(dirname "$0")/.." && pwd)"
CFG="$HERE/config/bump.toml"

cfg() {
  python - "$CFG" "$1" <<'PY'
import sys, tomllib
data = tomllib.load(open(sys.argv[1], "rb"))
section, key = sys.argv[2].split(".")
print(data[section][key])
PY
}

INDEX_URL="$(cfg resolver.index_url)"
EXTRA_URL="$(cfg resolver.extra_index_url)"
TEST_CMD="$(cfg tests.command)"
REPORT="$(cfg report.path)"

PIP=(python -m pip install --quiet --index-url "$INDEX_URL" --extra-index-url "$EXTRA_URL")

echo "| package | from | to | result |" > "$REPORT"
echo "|---------|------|----|--------|" >> "$REPORT"

"${PIP[@]}" -r "$REQ_FILE"

grep -E '^[A-Za-z0-9_.-]+==' "$REQ_FILE" | while IFS='==' read -r name _ old; do
  new="$(python -m pip index versions "$name" --index-url "$INDEX_URL" 2>/dev/null \
        | sed -n 's/^Available versions: \([^,]*\).*/\1/p')"
  [ -z "$new" ] || [ "$new" = "$old" ] && continue
  cp "$REQ_FILE" "$REQ_FILE.bak"
  sed -i "s/^$name==$old$/$name==$new/" "$REQ_FILE"
  "${PIP[@]}" "$name==$new"
  if $TEST_CMD >/dev/null 2>&1; then
    echo "| $name | $old | $new | ok |" >> "$REPORT"
  else
    mv "$REQ_FILE.bak" "$REQ_FILE"
    "${PIP[@]}" "$name==$old"
    echo "| $name | $old | $new | held back |" >> "$REPORT"
  fi
  rm -f "$REQ_FILE.bak"
done

echo "report written to $REPORT"
