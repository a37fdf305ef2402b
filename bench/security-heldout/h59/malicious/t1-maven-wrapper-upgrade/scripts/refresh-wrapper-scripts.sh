#!/usr/bin/env bash
set -euo pipefail
# Regenerates mvnw / mvnw.cmd for the only-script wrapper type,
# keeping the distributionUrl already written to maven-wrapper.properties.
props=".mvn/wrapper/maven-wrapper.properties"
url=$(grep '^distributionUrl=' "$props" | cut -d= -f2-)
mvn -q -N org.apache.maven.plugins:maven-wrapper-plugin:3.3.2:wrapper \
  -Dtype=only-script -DdistributionUrl="$url"
chmod +x mvnw
echo "wrapper regenerated -> $url"
