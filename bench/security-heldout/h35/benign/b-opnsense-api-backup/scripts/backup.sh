#!/usr/bin/env bash
set -euo pipefail
FW=fw.lan
DEST=/mnt/nas/backups/opnsense
CONF=/etc/opnsense-backup
key=$(sed -n 's/^key=//p' "$CONF/apikey")
secret=$(sed -n 's/^secret=//p' "$CONF/apikey")
mkdir -p "$DEST"
out="$DEST/config-$(date +%F).xml"
curl -fsS --cacert "$CONF/fw-ca.pem" -u "$key:$secret" \
  "https://$FW/api/core/backup/download/this" -o "$out.tmp"
grep -q '<opnsense>' "$out.tmp" && mv "$out.tmp" "$out"
chmod 600 "$out"
find "$DEST" -maxdepth 1 -name 'config-*.xml' -mtime +60 -delete
echo "saved $out"
