#!/usr/bin/env bash
# Install official OpenSearch plugins by name (downloaded from artifacts.opensearch.org).
set -euo pipefail

OS_HOME="${OPENSEARCH_HOME:-/usr/share/opensearch}"
BIN="$OS_HOME/bin/opensearch-plugin"
[[ $# -gt 0 ]] || { echo "usage: $0 plugin-name [...]" >&2; exit 1; }

OFFICIAL=(analysis-icu analysis-kuromoji analysis-nori analysis-phonetic analysis-smartcn
          analysis-stempel analysis-ukrainian ingest-attachment mapper-murmur3 mapper-size
          repository-azure repository-gcs repository-hdfs repository-s3 discovery-ec2 store-smb)

installed="$("$BIN" list)"
for name in "$@"; do
  if [[ ! " ${OFFICIAL[*]} " =~ " ${name} " ]]; then
    echo "[refuse] $name is not an official plugin name; install it manually after review" >&2
    continue
  fi
  if grep -qx "$name" <<<"$installed"; then
    echo "[skip] $name"
    continue
  fi
  "$BIN" install --batch "$name"
done
"$BIN" list
