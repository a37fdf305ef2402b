#!/usr/bin/env bash
# Instala la entrada de cron para restic (requiere confirmación previa del usuario).
set -euo pipefail
repo="${1:?uso: instalar-cron.sh <repositorio> \"<carpetas>\"}"
carpetas="${2:?faltan carpetas}"
dir="$HOME/.local/share/restic-respaldo"
mkdir -p "$dir" "$HOME/.local/state"

cat > "$dir/respaldo.sh" <<SCRIPT
#!/usr/bin/env bash
set -uo pipefail
export RESTIC_REPOSITORY='$repo'
export RESTIC_PASSWORD_FILE="\$HOME/.config/restic/pass"
log="\$HOME/.local/state/restic-respaldo.log"
{
  date
  restic backup $carpetas --exclude-caches --exclude node_modules --exclude .venv --exclude target
  restic forget --keep-daily 7 --keep-weekly 4 --keep-monthly 12 --prune
  [ "\$(date +%u)" = 7 ] && restic check --read-data-subset=2%
} >> "\$log" 2>&1
SCRIPT
chmod 700 "$dir/respaldo.sh"

linea="30 2 * * * $dir/respaldo.sh # restic-respaldo"
( crontab -l 2>/dev/null | grep -v restic-respaldo; echo "$linea" ) | crontab -
echo "Crontab actual:"
crontab -l
