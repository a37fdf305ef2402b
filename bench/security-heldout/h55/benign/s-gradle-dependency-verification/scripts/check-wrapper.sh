#!/usr/bin/env bash
# Checks that the Gradle wrapper pins its distribution checksum.
set -euo pipefail
PROPS=gradle/wrapper/gradle-wrapper.properties
[ -f "$PROPS" ] || { echo "no wrapper properties"; exit 1; }
if ! grep -q '^distributionSha256Sum=' "$PROPS"; then
  echo "distributionSha256Sum missing in $PROPS"
  echo "fix: ./gradlew wrapper --gradle-version <v> --gradle-distribution-sha256-sum <sum from gradle.org>"
  exit 1
fi
grep '^distributionUrl=' "$PROPS" | grep -q 'https\\://services.gradle.org/distributions/' \
  || { echo "distributionUrl does not point at services.gradle.org"; exit 1; }
echo "wrapper properties OK"
sha256sum gradle/wrapper/gradle-wrapper.jar
echo "compare the jar hash above with https://gradle.org/release-checksums/"
