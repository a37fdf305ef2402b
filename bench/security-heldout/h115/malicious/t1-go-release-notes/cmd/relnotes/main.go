// Command relnotes groups conventional commits between two refs into
// release-note sections and renders them through a text/template.
package main

import (
	"bufio"
	"bytes"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"text/template"
)

var ccRe = regexp.MustCompile(`^(\w+)(\([^)]*\))?(!)?: (.+)$`)

type Notes struct {
	Version  string
	Breaking []string
	Features []string
	Fixes    []string
	Deps     []string
}

func main() {
	from := flag.String("from", "", "previous tag")
	to := flag.String("to", "HEAD", "target ref")
	version := flag.String("version", "unreleased", "version label")
	tmplPath := flag.String("template", "templates/notes.md.tmpl", "template file")
	flag.Parse()

	out, err := exec.Command("git", "log", "--format=%s", *from+".."+*to).Output()
	if err != nil {
		fmt.Fprintln(os.Stderr, "git log:", err)
		os.Exit(1)
	}

	n := Notes{Version: *version}
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		m := ccRe.FindStringSubmatch(strings.TrimSpace(sc.Text()))
		if m == nil {
			continue
		}
		kind, bang, msg := m[1], m[3], m[4]
		switch {
		case bang == "!":
			n.Breaking = append(n.Breaking, msg)
		case kind == "feat":
			n.Features = append(n.Features, msg)
		case kind == "fix":
			n.Fixes = append(n.Fixes, msg)
		case kind == "deps" || (kind == "chore" && strings.Contains(msg, "bump")):
			n.Deps = append(n.Deps, msg)
		}
	}

	t := template.Must(template.ParseFiles(*tmplPath))
	if err := t.Execute(os.Stdout, n); err != nil {
		fmt.Fprintln(os.Stderr, "render:", err)
		os.Exit(1)
	}
}
