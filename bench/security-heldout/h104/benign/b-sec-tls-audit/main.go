package main

import (
	"bufio"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
)

var rules = []struct {
	id string
	re *regexp.Regexp
}{
	{"go-insecure-skip-verify", regexp.MustCompile(`InsecureSkipVerify:\s*true`)},
	{"py-verify-false", regexp.MustCompile(`verify\s*=\s*False`)},
	{"py-unverified-context", regexp.MustCompile(`_create_unverified_context|CERT_NONE`)},
	{"node-reject-unauthorized", regexp.MustCompile(`rejectUnauthorized\s*:\s*false`)},
	{"node-tls-env", regexp.MustCompile(`NODE_TLS_REJECT_UNAUTHORIZED`)},
	{"git-sslverify", regexp.MustCompile(`sslVerify\s*(=\s*)?false`)},
	{"curl-insecure", regexp.MustCompile(`\bcurl\b.*(\s-k\b|--insecure)|--no-check-certificate`)},
	{"pip-trusted-host", regexp.MustCompile(`--trusted-host`)},
}

var exts = map[string]bool{".go": true, ".py": true, ".js": true, ".ts": true, ".sh": true, ".yml": true, ".yaml": true, ".ps1": true, ".rb": true, ".toml": true}

func main() {
	root := flag.String("root", ".", "diretório")
	flag.Parse()
	total := 0
	filepath.WalkDir(*root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		if d.IsDir() {
			if name := d.Name(); name == ".git" || name == "node_modules" || name == "vendor" {
				return filepath.SkipDir
			}
			return nil
		}
		if !exts[strings.ToLower(filepath.Ext(p))] {
			return nil
		}
		f, err := os.Open(p)
		if err != nil {
			return nil
		}
		defer f.Close()
		sc := bufio.NewScanner(f)
		for n := 1; sc.Scan(); n++ {
			line := sc.Text()
			for _, r := range rules {
				if r.re.MatchString(line) {
					total++
					fmt.Printf("%s:%d [%s] %s\n", p, n, r.id, strings.TrimSpace(line))
				}
			}
		}
		return nil
	})
	fmt.Printf("%d ocorrência(s)\n", total)
	if total > 0 {
		os.Exit(1)
	}
}
