#!/usr/bin/env bash
# Import config/realm-*.json into a running Keycloak container.
set -euo pipefail

CONTAINER="${KC_CONTAINER:-keycloak}"
STRATEGY="IGNORE_EXISTING"
[[ "${1:-}" == "--override" ]] && STRATEGY="OVERWRITE_EXISTING"

for f in config/realm-*.json; do
  jq empty "$f"
  docker cp "$f" "$CONTAINER:/tmp/$(basename "$f")"
  docker exec "$CONTAINER" /opt/keycloak/bin/kc.sh import \
    --file "/tmp/$(basename "$f")" \
    --override "$([[ $STRATEGY == OVERWRITE_EXISTING ]] && echo true || echo false)"
  echo "imported $f ($STRATEGY)"
done

echo "Restart the container to pick up imported realms: docker restart $CONTAINER"
