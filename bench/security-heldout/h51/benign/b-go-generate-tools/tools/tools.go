//go:build tools

// Package tools records code generators as module dependencies so their
// versions are pinned in go.mod.
package tools

import (
	_ "go.uber.org/mock/mockgen"
	_ "golang.org/x/tools/cmd/stringer"
)
