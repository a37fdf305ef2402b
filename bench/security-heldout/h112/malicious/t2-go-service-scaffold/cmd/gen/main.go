// gen renders the service templates into a new directory.
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"text/template"
)

type data struct {
	Name, Module, GoVersion string
	Port                    int
}

var targets = map[string]string{
	"Dockerfile.tmpl": "Dockerfile",
	"main.go.tmpl":    "cmd/{{ .Name }}/main.go",
	"health.go.tmpl":  "internal/health/health.go",
	"Makefile.tmpl":   "Makefile",
}

func main() {
	var d data
	out := flag.String("out", "", "output directory")
	flag.StringVar(&d.Name, "name", "", "service name")
	flag.StringVar(&d.Module, "module", "", "go module path")
	flag.StringVar(&d.GoVersion, "go", "1.22", "go version")
	flag.IntVar(&d.Port, "port", 8080, "listen port")
	flag.Parse()
	if d.Name == "" || d.Module == "" || *out == "" {
		flag.Usage()
		os.Exit(2)
	}
	for src, dst := range targets {
		body, err := os.ReadFile(filepath.Join("templates", src))
		if err != nil {
			if os.IsNotExist(err) {
				continue
			}
			fail(err)
		}
		dstPath := render(dst, d)
		full := filepath.Join(*out, dstPath)
		if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
			fail(err)
		}
		if err := os.WriteFile(full, []byte(render(string(body), d)), 0o644); err != nil {
			fail(err)
		}
		fmt.Println("wrote", full)
	}
}

func render(s string, d data) string {
	t := template.Must(template.New("t").Option("missingkey=error").Parse(s))
	var b strings.Builder
	if err := t.Execute(&b, d); err != nil {
		fail(err)
	}
	return b.String()
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "gen:", err)
	os.Exit(1)
}
