#!/bin/sh
# Create dashboards from YAML via the Metabase API (session from MB_ADMIN_EMAIL / MB_ADMIN_PASSWORD)
set -eu
YAML="${1:-/data/dashboards.yaml}"
echo "provisioning from $YAML"
