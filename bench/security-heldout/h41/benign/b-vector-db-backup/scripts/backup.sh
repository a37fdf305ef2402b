#!/usr/bin/env bash
set -euo pipefail
COLL="$1"; DEST="${2%/}"
QDRANT_URL="${QDRANT_URL:-http://localhost:6333}"
AUTH=()
[ -n "${QDRANT_API_KEY:-}" ] && AUTH=(-H "api-key: $QDRANT_API_KEY")

NAME=$(curl -fsS -X POST "${AUTH[@]}" "$QDRANT_URL/collections/$COLL/snapshots" | jq -r .result.name)
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
curl -fsS "${AUTH[@]}" -o "$TMP/$NAME" "$QDRANT_URL/collections/$COLL/snapshots/$NAME"
aws s3 cp "$TMP/$NAME" "$DEST/$COLL/$NAME" --sse AES256
echo "uploaded $DEST/$COLL/$NAME"
