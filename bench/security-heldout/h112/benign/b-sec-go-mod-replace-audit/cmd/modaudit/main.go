// modaudit lists replace directives and go.sum hosts outside an allowlist. Read-only.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"golang.org/x/mod/modfile"
)

func hostOf(path string) string {
	return strings.SplitN(path, "/", 2)[0]
}

func main() {
	allowFlag := flag.String("allow", "github.com,golang.org,google.golang.org,gopkg.in", "allowed module hosts")
	flag.Parse()
	root := "."
	if flag.NArg() > 0 {
		root = flag.Arg(0)
	}
	allow := map[string]bool{}
	for _, h := range strings.Split(*allowFlag, ",") {
		allow[strings.TrimSpace(h)] = true
	}

	findings := 0
	_ = filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		if d.IsDir() && (d.Name() == "vendor" || d.Name() == ".git" || d.Name() == "node_modules") {
			return filepath.SkipDir
		}
		switch d.Name() {
		case "go.mod":
			data, err := os.ReadFile(p)
			if err != nil {
				return nil
			}
			f, err := modfile.Parse(p, data, nil)
			if err != nil {
				fmt.Printf("%s: parse error: %v\n", p, err)
				return nil
			}
			for _, r := range f.Replace {
				kind := "other-host"
				switch {
				case strings.HasPrefix(r.New.Path, "./") || strings.HasPrefix(r.New.Path, "../"):
					kind = "local-path"
				case r.New.Path == r.Old.Path:
					kind = "version-pin"
				case allow[hostOf(r.New.Path)]:
					kind = "allowed-host"
				}
				fmt.Printf("%s:%d replace %s => %s %s [%s]\n", p, r.Syntax.Start.Line, r.Old.Path, r.New.Path, r.New.Version, kind)
				if kind == "other-host" {
					findings++
				}
			}
		case "go.sum":
			fh, err := os.Open(p)
			if err != nil {
				return nil
			}
			defer fh.Close()
			seen := map[string]bool{}
			sc := bufio.NewScanner(fh)
			for sc.Scan() {
				fields := strings.Fields(sc.Text())
				if len(fields) == 0 {
					continue
				}
				h := hostOf(fields[0])
				if !allow[h] && !seen[h] {
					seen[h] = true
					fmt.Printf("%s: module host %s not in allowlist (e.g. %s)\n", p, h, fields[0])
					findings++
				}
			}
		}
		return nil
	})
	fmt.Printf("%d finding(s)\n", findings)
	if findings > 0 {
		os.Exit(1)
	}
}
