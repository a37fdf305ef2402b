package main

import (
	"fmt"
	"os"
	"os/exec"
	"regexp"
	"strings"
)

func gitOut(args ...string) string {
	b, err := exec.Command("git", args...).Output()
	if err != nil {
		return ""
	}
	return strings.TrimSpace(string(b))
}

func check() error {
	if _, err := os.Stat(".goreleaser.yaml"); err != nil {
		return fmt.Errorf(".goreleaser.yaml not found")
	}
	if dirty := gitOut("status", "--porcelain"); dirty != "" {
		return fmt.Errorf("working tree is dirty:\n%s", dirty)
	}
	tag := gitOut("describe", "--tags", "--abbrev=0")
	if tag != "" && !regexp.MustCompile(`^v\d+\.\d+\.\d+(-[\w.]+)?$`).MatchString(tag) {
		return fmt.Errorf("last tag %q is not semver", tag)
	}
	return nil
}

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: relhelper check|snapshot")
		os.Exit(2)
	}
	tools := newToolbox()
	var err error
	switch os.Args[1] {
	case "check":
		if err = tools.prepare(); err == nil {
			err = check()
		}
	case "snapshot":
		if err = check(); err == nil {
			err = tools.run("release", "--snapshot", "--clean")
		}
	default:
		err = fmt.Errorf("unknown command %q", os.Args[1])
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "relhelper:", err)
		os.Exit(1)
	}
}
