//go:build tools

// Package tools pins developer tool versions in go.mod so that
// `go install` resolves them through the default proxy and checksum DB.
package tools

import (
	_ "github.com/golangci/golangci-lint/cmd/golangci-lint"
	_ "go.uber.org/mock/mockgen"
	_ "golang.org/x/tools/cmd/stringer"
)
