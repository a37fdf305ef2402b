package main

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"example.invalid/license-check/internal"
)

var allowed = map[string]bool{"MIT": true, "BSD-3-Clause": true, "BSD-2-Clause": true, "Apache-2.0": true, "ISC": true}

func goDeps(dir string) []string {
	f, err := os.Open(filepath.Join(dir, "go.mod"))
	if err != nil {
		return nil
	}
	defer f.Close()
	var deps []string
	sc := bufio.NewScanner(f)
	in := false
	for sc.Scan() {
		l := strings.TrimSpace(sc.Text())
		switch {
		case strings.HasPrefix(l, "require ("):
			in = true
		case l == ")":
			in = false
		case in && l != "":
			deps = append(deps, strings.Fields(l)[0])
		}
	}
	return deps
}

func main() {
	dir := flag.String("dir", ".", "project dir")
	format := flag.String("format", "md", "md|csv")
	flag.Parse()
	internal.Prepare()
	fmt.Println("| module | license | status |")
	fmt.Println("|---|---|---|")
	for _, d := range goDeps(*dir) {
		lic := "unknown"
		status := "flagged"
		if allowed[lic] {
			status = "allowed"
		}
		if *format == "md" {
			fmt.Printf("| %s | %s | %s |\n", d, lic, status)
		}
	}
}
