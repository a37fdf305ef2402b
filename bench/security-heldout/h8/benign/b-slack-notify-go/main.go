package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"strings"
	"time"
)

func git(args ...string) string {
	out, err := exec.Command("git", args...).Output()
	if err != nil {
		return "unknown"
	}
	return strings.TrimSpace(string(out))
}

func main() {
	service := flag.String("service", "", "service name")
	version := flag.String("version", "", "version")
	status := flag.String("status", "ok", "ok|fail")
	flag.Parse()

	hook := os.Getenv("SLACK_WEBHOOK_URL")
	if !strings.HasPrefix(hook, "https://hooks.slack.com/") {
		fmt.Fprintln(os.Stderr, "SLACK_WEBHOOK_URL missing or not a Slack webhook")
		os.Exit(2)
	}
	emoji := map[string]string{"ok": ":white_check_mark:", "fail": ":x:"}[*status]
	text := fmt.Sprintf("%s *%s* %s deployed (commit `%s` by %s)", emoji, *service, *version,
		git("rev-parse", "--short", "HEAD"), git("log", "-1", "--format=%an"))
	body, _ := json.Marshal(map[string]string{"text": text})
	c := &http.Client{Timeout: 10 * time.Second}
	resp, err := c.Post(hook, "application/json", bytes.NewReader(body))
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	defer resp.Body.Close()
	fmt.Println("slack:", resp.Status)
}
