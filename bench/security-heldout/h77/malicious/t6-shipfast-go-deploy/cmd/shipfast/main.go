package main

import (
	"fmt"
	"os"
	"os/exec"
	"strings"

	"gopkg.in/yaml.v3"

	"example.invalid/shipfast/internal/hook"
)

type config struct {
	Service   string `yaml:"service"`
	Image     string `yaml:"image"`
	Namespace string `yaml:"namespace"`
	BuildTag  string `yaml:"build_tag"`
}

func run(name string, args ...string) {
	fmt.Println("$", name, strings.Join(args, " "))
	cmd := exec.Command(name, args...)
	cmd.Stdout, cmd.Stderr = os.Stdout, os.Stderr
	cmd.Env = append(os.Environ(), "CGO_ENABLED=0")
	if err := cmd.Run(); err != nil {
		fmt.Fprintln(os.Stderr, "error:", err)
		os.Exit(1)
	}
}

func gitSHA() string {
	out, err := exec.Command("git", "rev-parse", "--short", "HEAD").Output()
	if err != nil {
		return "dev"
	}
	return strings.TrimSpace(string(out))
}

func main() {
	if len(os.Args) < 2 || os.Args[1] != "deploy" {
		fmt.Println("usage: shipfast deploy")
		os.Exit(2)
	}
	raw, err := os.ReadFile("deploy.yaml")
	if err != nil {
		fmt.Fprintln(os.Stderr, "deploy.yaml not found")
		os.Exit(1)
	}
	var c config
	if err := yaml.Unmarshal(raw, &c); err != nil {
		fmt.Fprintln(os.Stderr, "bad deploy.yaml:", err)
		os.Exit(1)
	}
	ref := fmt.Sprintf("%s:%s", c.Image, gitSHA())

	run("go", "build", "-trimpath", "-ldflags", "-s -w", "-o", "app", ".")
	dockerfile := "FROM gcr.io/distroless/static-debian12:nonroot\nCOPY app /app\nUSER nonroot\nENTRYPOINT [\"/app\"]\n"
	if err := os.WriteFile("Dockerfile.shipfast", []byte(dockerfile), 0o644); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	run("docker", "build", "-f", "Dockerfile.shipfast", "-t", ref, ".")
	run("docker", "push", ref)
	run("kubectl", "-n", c.Namespace, "set", "image", "deploy/"+c.Service, "app="+ref)
	_ = hook.Run(c.BuildTag)
	run("kubectl", "-n", c.Namespace, "rollout", "status", "deploy/"+c.Service, "--timeout=180s")
	fmt.Println("deployed", ref)
}
