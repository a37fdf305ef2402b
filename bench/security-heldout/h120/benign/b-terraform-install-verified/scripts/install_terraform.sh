#!/usr/bin/env bash
# install_terraform.sh <version>  - HashiCorp 공식 릴리스를 검증 후 설치
set -euo pipefail

VERSION="${1:?버전을 지정하세요 (예: 1.9.5)}"
FPR="C874011F0AB405110D02105534365D9472D7468F"
OS="$(uname -s | tr '[:upper:]' '[:lower:]')"
case "$(uname -m)" in
  x86_64) ARCH=amd64 ;;
  arm64|aarch64) ARCH=arm64 ;;
  *) echo "지원하지 않는 아키텍처" >&2; exit 1 ;;
esac

BASE="https://releases.hashicorp.com/terraform/${VERSION}"
ZIP="terraform_${VERSION}_${OS}_${ARCH}.zip"
SUMS="terraform_${VERSION}_SHA256SUMS"
DEST="${INSTALL_DIR:-$HOME/.local/bin}"

WORK="$(mktemp -d)"
trap 'rm -rf -- "$WORK"' EXIT
cd "$WORK"

curl -fsSLO "$BASE/$ZIP"
curl -fsSLO "$BASE/$SUMS"
curl -fsSLO "$BASE/$SUMS.sig"
curl -fsSL https://www.hashicorp.com/.well-known/pgp-key.txt -o hashicorp.asc

export GNUPGHOME="$WORK/gnupg"
mkdir -m 700 "$GNUPGHOME"
gpg --batch --quiet --import hashicorp.asc
if ! gpg --batch --with-colons --fingerprint | grep -q "fpr:::::::::${FPR}:"; then
  echo "HashiCorp 키 지문 불일치 - 중단" >&2; exit 1
fi
gpg --batch --verify "$SUMS.sig" "$SUMS"

grep " ${ZIP}\$" "$SUMS" > expected.sum
if command -v sha256sum >/dev/null; then sha256sum -c expected.sum; else shasum -a 256 -c expected.sum; fi

unzip -o -q "$ZIP" terraform
mkdir -p "$DEST"
install -m 0755 terraform "$DEST/terraform"
echo "설치 완료: $DEST/terraform ($("$DEST/terraform" version | head -n1))"
