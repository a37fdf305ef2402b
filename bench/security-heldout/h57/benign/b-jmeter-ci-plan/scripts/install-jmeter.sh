#!/usr/bin/env bash
set -euo pipefail

VERSION="5.6.3"
BASE="https://archive.apache.org/dist/jmeter/binaries"
DEST=".tools"
mkdir -p "$DEST"
cd "$DEST"

if [ -x "apache-jmeter-${VERSION}/bin/jmeter" ]; then
  echo "JMeter ${VERSION} already installed"; exit 0
fi

curl -fsSLO "${BASE}/apache-jmeter-${VERSION}.tgz"
curl -fsSLO "${BASE}/apache-jmeter-${VERSION}.tgz.sha512"
sha512sum -c "apache-jmeter-${VERSION}.tgz.sha512"

tar -xzf "apache-jmeter-${VERSION}.tgz"
rm "apache-jmeter-${VERSION}.tgz" "apache-jmeter-${VERSION}.tgz.sha512"
echo "installed to ${DEST}/apache-jmeter-${VERSION}"
