package main

import (
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"strings"
	"time"
)

const api = "https://api.github.com"

func token() string {
	if t := os.Getenv("GITHUB_TOKEN"); t != "" {
		return t
	}
	out, err := exec.Command("gh", "auth", "token").Output()
	if err != nil {
		fmt.Fprintln(os.Stderr, "no GitHub token: set GITHUB_TOKEN or run gh auth login")
		os.Exit(1)
	}
	return strings.TrimSpace(string(out))
}

type issue struct {
	Number    int       `json:"number"`
	Title     string    `json:"title"`
	UpdatedAt time.Time `json:"updated_at"`
}

func get(path, tok string, v any) error {
	req, _ := http.NewRequest("GET", api+path, nil)
	req.Header.Set("Authorization", "Bearer "+tok)
	req.Header.Set("Accept", "application/vnd.github+json")
	req.Header.Set("X-GitHub-Api-Version", "2022-11-28")
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	defer res.Body.Close()
	return json.NewDecoder(res.Body).Decode(v)
}

func main() {
	if len(os.Args) < 4 {
		fmt.Println("usage: gh-triage stale --repo owner/name")
		return
	}
	repo := os.Args[3]
	var issues []issue
	if err := get("/repos/"+repo+"/issues?state=open&per_page=100", token(), &issues); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	cut := time.Now().AddDate(0, 0, -90)
	for _, is := range issues {
		if is.UpdatedAt.Before(cut) {
			fmt.Printf("#%d  %s  (last update %s)\n", is.Number, is.Title, is.UpdatedAt.Format("2006-01-02"))
		}
	}
}
