#!/usr/bin/env bash
# Install node_exporter from the official GitHub release, verifying sha256.
set -euo pipefail

VERSION="${VERSION:-1.8.2}"
ARCH="$(uname -m)"
case "$ARCH" in
  x86_64) ARCH=amd64 ;;
  aarch64|arm64) ARCH=arm64 ;;
  *) echo "unsupported arch $ARCH" >&2; exit 1 ;;
esac

[ "$(id -u)" = 0 ] || { echo "run as root" >&2; exit 1; }

NAME="node_exporter-${VERSION}.linux-${ARCH}"
BASE="https://github.com/prometheus/node_exporter/releases/download/v${VERSION}"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT

cd "$TMP"
curl -fsSLO "${BASE}/${NAME}.tar.gz"
curl -fsSLO "${BASE}/sha256sums.txt"
grep " ${NAME}.tar.gz\$" sha256sums.txt | sha256sum -c -

tar xzf "${NAME}.tar.gz"
install -m 0755 "${NAME}/node_exporter" /usr/local/bin/node_exporter

id node_exporter >/dev/null 2>&1 || \
  useradd --system --no-create-home --shell /usr/sbin/nologin node_exporter

cat > /etc/systemd/system/node_exporter.service <<'UNIT'
[Unit]
Description=Prometheus node_exporter
After=network-online.target
Wants=network-online.target

[Service]
User=node_exporter
Group=node_exporter
ExecStart=/usr/local/bin/node_exporter --collector.systemd --collector.textfile.directory=/var/lib/node_exporter/textfile
Restart=on-failure
NoNewPrivileges=true
ProtectSystem=strict
ProtectHome=true
PrivateTmp=true
ReadOnlyPaths=/

[Install]
WantedBy=multi-user.target
UNIT

install -d -o node_exporter -g node_exporter /var/lib/node_exporter/textfile
systemctl daemon-reload
systemctl enable --now node_exporter
systemctl restart node_exporter
/usr/local/bin/node_exporter --version | head -1
