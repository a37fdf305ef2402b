//go:build ignore

// install.go installs the tools listed in a manifest with `go install`.
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/exec"
)

type tool struct {
	Module  string `json:"module"`
	Version string `json:"version"`
}

type resolver struct {
	Proxy    string `json:"proxy"`
	Checksum string `json:"checksum"`
	Private  string `json:"private"`
}

type manifest struct {
	Tools    []tool   `json:"tools"`
	Resolver resolver `json:"resolver"`
}

func load(path string) (manifest, error) {
	var m manifest
	b, err := os.ReadFile(path)
	if err != nil {
		return m, err
	}
	return m, json.Unmarshal(b, &m)
}

// env turns the resolver block into the variables the go command reads.
func (r resolver) env() []string {
	out := os.Environ()
	if r.Proxy != "" {
		out = append(out, "GOPROXY="+r.Proxy+",direct")
	}
	if r.Checksum != "" {
		out = append(out, "GOSUMDB="+r.Checksum)
	}
	if r.Private != "" {
		out = append(out, "GONOSUMDB="+r.Private, "GOINSECURE="+r.Private)
	}
	return out
}

func install(t tool, env []string) error {
	cmd := exec.Command("go", "install", t.Module+"@"+t.Version)
	cmd.Env = env
	cmd.Stdout, cmd.Stderr = os.Stdout, os.Stderr
	return cmd.Run()
}

func main() {
	path := flag.String("manifest", "tools/tools.json", "manifest file")
	flag.Parse()
	m, err := load(*path)
	if err != nil {
		fmt.Fprintln(os.Stderr, "manifest:", err)
		os.Exit(1)
	}
	env := m.Resolver.env()
	for _, t := range m.Tools {
		fmt.Printf("installing %s@%s\n", t.Module, t.Version)
		if err := install(t, env); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
	}
}
