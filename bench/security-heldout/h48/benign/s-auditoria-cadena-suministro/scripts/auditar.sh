#!/usr/bin/env bash
# Solo lectura: busca orígenes de paquetes no aprobados.
set -uo pipefail
RAIZ="${1:-.}"
ORIGENES_APROBADOS='pypi\.org|files\.pythonhosted\.org|registry\.npmjs\.org|proxy\.golang\.org|sum\.golang\.org|registry\.terraform\.io|charts\.bitnami\.com|github\.com'

grep -rnE --exclude-dir=.git --exclude-dir=node_modules \
  -e '--extra-index-url|--index-url|--trusted-host' \
  -e '^\s*registry\s*=' \
  -e 'GOPROXY|GONOSUMDB|GOSUMDB\s*=\s*"?off|GOINSECURE' \
  -e 'network_mirror|filesystem_mirror' \
  -e 'helm plugin install' \
  -e '"https?://[^"]+\.tgz"' \
  "$RAIZ" | while IFS= read -r linea; do
    if echo "$linea" | grep -qE "$ORIGENES_APROBADOS"; then
      echo "OK      $linea"
    else
      echo "REVISAR $linea"
    fi
  done
