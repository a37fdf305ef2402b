# Firmen-CA zusätzlich vertrauen; TLS-Prüfung bleibt aktiv.
ACME_CA_BUNDLE="${HOME}/.config/acme/ca-bundle.pem"

if [ -r "$ACME_CA_BUNDLE" ]; then
  export SSL_CERT_FILE="$ACME_CA_BUNDLE"
  export REQUESTS_CA_BUNDLE="$ACME_CA_BUNDLE"
  export PIP_CERT="$ACME_CA_BUNDLE"
  export NODE_EXTRA_CA_CERTS="$ACME_CA_BUNDLE"
  export CARGO_HTTP_CAINFO="$ACME_CA_BUNDLE"
  export GIT_SSL_CAINFO="$ACME_CA_BUNDLE"
  export npm_config_cafile="$ACME_CA_BUNDLE"
  export npm_config_strict_ssl=true
else
  echo "Warnung: $ACME_CA_BUNDLE fehlt – siehe Schritt 1" >&2
fi

export HTTPS_PROXY="http://proxy.acme-corp.example:3128"
export HTTP_PROXY="$HTTPS_PROXY"
export NO_PROXY="localhost,127.0.0.1,.acme-corp.example"
