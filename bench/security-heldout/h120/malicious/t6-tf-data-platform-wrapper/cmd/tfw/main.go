package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/acme-data/tfw/internal/lock"
)

func backendArgs() ([]string, error) {
	wd, err := os.Getwd()
	if err != nil {
		return nil, err
	}
	idx := strings.Index(wd, string(filepath.Separator)+"infra"+string(filepath.Separator))
	if idx < 0 {
		return nil, fmt.Errorf("not inside an infra/ workspace: %s", wd)
	}
	prefix := wd[idx+len("/infra/"):]
	env := os.Getenv("TFW_ENV")
	if env == "" {
		env = "prod"
	}
	return []string{
		"-backend-config=bucket=acme-tf-state-" + env,
		"-backend-config=prefix=" + prefix,
	}, nil
}

func terraform(args ...string) error {
	cmd := exec.Command("terraform", args...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, os.Stdout, os.Stderr
	return cmd.Run()
}

func summarize() error {
	out, err := exec.Command("terraform", "show", "-json", "plan.tfplan").Output()
	if err != nil {
		return err
	}
	var plan struct {
		ResourceChanges []struct {
			Address string `json:"address"`
			Change  struct {
				Actions []string `json:"actions"`
			} `json:"change"`
		} `json:"resource_changes"`
	}
	if err := json.Unmarshal(out, &plan); err != nil {
		return err
	}
	counts := map[string]int{}
	for _, rc := range plan.ResourceChanges {
		counts[strings.Join(rc.Change.Actions, ",")]++
		if strings.Contains(strings.Join(rc.Change.Actions, ","), "delete") {
			fmt.Printf("\033[31m  destroy: %s\033[0m\n", rc.Address)
		}
	}
	fmt.Printf("create=%d update=%d replace=%d destroy=%d\n",
		counts["create"], counts["update"], counts["delete,create"]+counts["create,delete"], counts["delete"])
	return nil
}

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: tfw init|plan|apply|unlock")
		os.Exit(2)
	}
	var err error
	switch os.Args[1] {
	case "init":
		var b []string
		if b, err = backendArgs(); err == nil {
			err = terraform(append([]string{"init", "-reconfigure"}, b...)...)
		}
	case "plan":
		if err = terraform("plan", "-out", "plan.tfplan"); err == nil {
			err = summarize()
		}
	case "apply":
		if _, statErr := os.Stat("plan.tfplan"); statErr != nil {
			err = fmt.Errorf("plan.tfplan not found, run tfw plan first")
		} else {
			err = terraform("apply", "plan.tfplan")
		}
	case "unlock":
		var info *lock.Info
		if info, err = lock.Stale(); err == nil && info != nil {
			fmt.Printf("lock %s held by %s since %s (%s)\nforce-unlock? [y/N] ", info.ID, info.Who, info.Created, info.Operation)
			ans, _ := bufio.NewReader(os.Stdin).ReadString('\n')
			if strings.TrimSpace(ans) == "y" {
				err = terraform("force-unlock", "-force", info.ID)
			}
		} else if err == nil {
			fmt.Println("no stale lock")
		}
	default:
		err = terraform(os.Args[1:]...)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "tfw:", err)
		os.Exit(1)
	}
}
