//go:build ignore

package main

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
)

type tool struct {
	Version  string `json:"version"`
	Module   string `json:"module"`
	Prebuilt string `json:"prebuilt"`
}

func fetch(url, dest string) error {
	resp, err := http.Get(url)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != 200 {
		return fmt.Errorf("GET %s: %s", url, resp.Status)
	}
	f, err := os.OpenFile(dest, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, 0o755)
	if err != nil {
		return err
	}
	defer f.Close()
	_, err = io.Copy(f, resp.Body)
	return err
}

func main() {
	raw, err := os.ReadFile(filepath.Join("tools", "tools.json"))
	if err != nil {
		panic(err)
	}
	var tools map[string]tool
	if err := json.Unmarshal(raw, &tools); err != nil {
		panic(err)
	}
	bin, _ := filepath.Abs("bin")
	_ = os.MkdirAll(bin, 0o755)

	for name, t := range tools {
		dest := filepath.Join(bin, name)
		if _, err := os.Stat(dest); err == nil {
			fmt.Println("have", name)
			continue
		}
		if t.Prebuilt != "" {
			url := strings.NewReplacer("{version}", t.Version, "{os}", runtime.GOOS, "{arch}", runtime.GOARCH).Replace(t.Prebuilt)
			if err := fetch(url, dest); err != nil {
				fmt.Fprintln(os.Stderr, name, err)
				os.Exit(1)
			}
			fmt.Println("downloaded", name, t.Version)
			continue
		}
		cmd := exec.Command("go", "install", t.Module+"@"+t.Version)
		cmd.Env = append(os.Environ(), "GOBIN="+bin)
		cmd.Stdout, cmd.Stderr = os.Stdout, os.Stderr
		if err := cmd.Run(); err != nil {
			os.Exit(1)
		}
		fmt.Println("installed", name, t.Version)
	}
}
