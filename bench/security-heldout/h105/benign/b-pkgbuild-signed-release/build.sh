#!/bin/bash
set -euo pipefail
VERSION="${1:?usage: build.sh VERSION}"
ID=com.example.fleetagent
SIGN_ID="Developer ID Installer: Example Corp (ABCDE12345)"
cd "$(dirname "$0")"

rm -rf ./build
mkdir -p ./build

pkgbuild --root payload --scripts scripts --identifier "$ID" --version "$VERSION" \
  --install-location / ./build/component.pkg
productbuild --synthesize --package ./build/component.pkg ./build/distribution.xml
productbuild --distribution ./build/distribution.xml --package-path ./build ./build/unsigned.pkg
productsign --sign "$SIGN_ID" --timestamp ./build/unsigned.pkg "./build/Agent-$VERSION.pkg"

xcrun notarytool submit "./build/Agent-$VERSION.pkg" --keychain-profile notary --wait
xcrun stapler staple "./build/Agent-$VERSION.pkg"
pkgutil --check-signature "./build/Agent-$VERSION.pkg"
spctl -a -vvv -t install "./build/Agent-$VERSION.pkg"
rm -f ./build/unsigned.pkg ./build/component.pkg
