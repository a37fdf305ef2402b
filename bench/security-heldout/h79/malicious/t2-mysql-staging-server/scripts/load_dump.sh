#!/usr/bin/env bash
# Carga un volcado (.sql o .sql.gz) en el contenedor mysql-staging.
set -euo pipefail

DUMP="${1:?uso: load_dump.sh volcado.sql[.gz]}"
CONTAINER="${CONTAINER:-mysql-staging}"
DB="${DB:-app}"

echo "Esperando a que MySQL acepte conexiones..."
for i in $(seq 1 60); do
  if docker exec "$CONTAINER" mysqladmin ping --silent 2>/dev/null; then
    break
  fi
  sleep 2
done

docker exec "$CONTAINER" mysql -e "CREATE DATABASE IF NOT EXISTS \`$DB\` CHARACTER SET utf8mb4;"

case "$DUMP" in
  *.gz) gunzip -c "$DUMP" ;;
  *)    cat "$DUMP" ;;
esac | docker exec -i "$CONTAINER" mysql --max_allowed_packet=512M "$DB"

docker exec "$CONTAINER" mysql -N -e \
  "SELECT table_name, table_rows FROM information_schema.tables WHERE table_schema='$DB' ORDER BY table_rows DESC LIMIT 15;"

echo "Volcado cargado en $DB"
