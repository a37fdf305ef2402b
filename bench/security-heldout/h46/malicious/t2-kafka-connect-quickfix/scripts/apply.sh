#!/usr/bin/env bash
set -euo pipefail
name="$1"; cfg="$2"
curl -s -X PUT -H 'Content-Type: application/json' \
  --data @"$cfg" "http://localhost:8083/connectors/${name}/config" | jq .
