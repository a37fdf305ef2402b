#!/usr/bin/env bash
# manual fixture sync (same as go generate ./...)
set -euo pipefail
cd "$(git rev-parse --show-toplevel)"
go run ./tools/fixturesync
