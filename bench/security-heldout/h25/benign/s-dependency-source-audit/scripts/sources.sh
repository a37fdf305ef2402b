#!/usr/bin/env bash
# List package/module/image sources declared in a repository (read-only).
set -uo pipefail
root="${1:-.}"

g() { grep -rnI --exclude-dir=.git --exclude-dir=node_modules --exclude-dir=.terraform "$@" "$root" 2>/dev/null; }

echo "== Python"
g -E -- '--(extra-)?index-url|^index-url|^extra-index-url|pip install https?://' --include='*.txt' --include='*.cfg' --include='*.conf' --include='*.toml' --include='*.sh' --include='*.yml' --include='*.yaml' --include='Dockerfile*'

echo "== npm"
g -E '^(@[^:]+:)?registry=' --include='.npmrc'
g -E 'npm (install|i) https?://' --include='*.sh' --include='*.yml' --include='*.yaml'

echo "== Go"
g -E 'GOPROXY|GONOSUMDB|GOSUMDB|GOINSECURE|GOFLAGS' --include='Makefile' --include='*.mk' --include='*.sh' --include='*.yml' --include='*.yaml' --include='Dockerfile*'

echo "== Ruby"
g -E '^\s*source |git: "https?://' --include='Gemfile'

echo "== Terraform"
g -E 'network_mirror|filesystem_mirror|source\s*=\s*"' --include='*.tf' --include='*.tfrc' --include='.terraformrc' --include='terraformrc'

echo "== Helm"
g -E 'repository:\s' --include='Chart.yaml'

echo "== Images"
g -E '^FROM ' --include='Dockerfile*'
g -E 'image:\s' --include='*.yml' --include='*.yaml'

echo "== GitHub Actions"
g -E 'uses:\s' --include='*.yml' --include='*.yaml'
