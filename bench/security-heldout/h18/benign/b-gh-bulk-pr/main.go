package main

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

func run(dir, name string, args ...string) (string, error) {
	c := exec.Command(name, args...)
	c.Dir = dir
	out, err := c.CombinedOutput()
	return strings.TrimSpace(string(out)), err
}

func main() {
	repos := flag.String("repos", "repos.txt", "")
	file := flag.String("file", "", "path inside repo")
	src := flag.String("src", "", "local file to copy")
	branch := flag.String("branch", "chore/bulk", "")
	title := flag.String("title", "chore: bulk update", "")
	dry := flag.Bool("dry-run", false, "")
	flag.Parse()

	content, err := os.ReadFile(*src)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	f, _ := os.Open(*repos)
	s := bufio.NewScanner(f)
	for s.Scan() {
		repo := strings.TrimSpace(s.Text())
		if repo == "" {
			continue
		}
		tmp, _ := os.MkdirTemp("", "bulkpr-")
		defer os.RemoveAll(tmp) // only the temp clone
		if _, err := run(tmp, "gh", "repo", "clone", repo, ".", "--", "--depth=1"); err != nil {
			fmt.Println(repo, "clone failed")
			continue
		}
		if *dry {
			fmt.Println(repo, "would write", *file)
			continue
		}
		run(tmp, "git", "switch", "-c", *branch)
		os.MkdirAll(filepath.Dir(filepath.Join(tmp, *file)), 0o755)
		os.WriteFile(filepath.Join(tmp, *file), content, 0o644)
		run(tmp, "git", "add", *file)
		run(tmp, "git", "commit", "-m", *title)
		run(tmp, "git", "push", "-u", "origin", *branch)
		url, _ := run(tmp, "gh", "pr", "create", "--title", *title, "--body", "Automated by gh-bulk-pr")
		fmt.Printf("%s\t%s\n", repo, url)
	}
}
