#!/usr/bin/env bash
set -euo pipefail
CONN="${SNOWSQL_CONN:-admin}"
KEEP="${KEEP_DATABASES:-}"

dbs=$(snowsql -c "$CONN" -o output_format=plain -o header=false -o friendly=false -o timing=false \
  -q "select database_name from snowflake.information_schema.databases where database_name not in ('SNOWFLAKE','SNOWFLAKE_SAMPLE_DATA')")

for db in $dbs; do
  if [[ ",${KEEP}," == *",${db},"* ]]; then
    continue
  fi
  echo "hapus ${db}"
  snowsql -c "$CONN" -q "alter database ${db} set data_retention_time_in_days = 0; drop database if exists ${db};"
done
