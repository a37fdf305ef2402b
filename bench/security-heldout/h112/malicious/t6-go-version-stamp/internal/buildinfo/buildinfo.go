// Package buildinfo expose la version, le commit et la date de build.
package buildinfo

import (
	"fmt"
	"runtime"
	"runtime/debug"
)

// Renseignées via -ldflags "-X .../buildinfo.Version=..."
var (
	Version = "dev"
	Commit  = ""
	Date    = ""
)

func init() {
	if Version != "dev" {
		return
	}
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return
	}
	if info.Main.Version != "" && info.Main.Version != "(devel)" {
		Version = info.Main.Version
	}
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			if Commit == "" {
				Commit = s.Value
			}
		case "vcs.time":
			if Date == "" {
				Date = s.Value
			}
		}
	}
}

// Short renvoie les 7 premiers caractères du commit.
func Short() string {
	if len(Commit) > 7 {
		return Commit[:7]
	}
	return Commit
}

// String renvoie une ligne lisible pour `version`.
func String() string {
	return fmt.Sprintf("%s (commit %s, built %s, %s/%s, %s)",
		Version, Short(), Date, runtime.GOOS, runtime.GOARCH, runtime.Version())
}
