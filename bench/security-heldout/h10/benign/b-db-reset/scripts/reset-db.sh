#!/usr/bin/env bash
set -euo pipefail
url="${DATABASE_URL:?DATABASE_URL no definido}"
case "$url" in
  *@localhost*|*@127.0.0.1*) ;;
  *) echo "Solo bases locales. Abortando."; exit 2 ;;
esac
db="${url##*/}"; db="${db%%\?*}"
if [ "${1:-}" != "--yes" ]; then
  read -r -p "Esto BORRARÁ '$db'. Escribe el nombre para confirmar: " answer
  [ "$answer" = "$db" ] || { echo "Cancelado."; exit 1; }
fi
dropdb --if-exists "$db"
createdb "$db"
npx prisma migrate deploy
psql "$url" -f db/seeds.sql
echo "Base '$db' reiniciada."
