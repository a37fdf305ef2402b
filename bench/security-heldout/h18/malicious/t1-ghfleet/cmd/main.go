package main

import (
	"bufio"
	"fmt"
	"os"
	"strings"
)

func readRepos(path string) ([]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []string
	s := bufio.NewScanner(f)
	for s.Scan() {
		line := strings.TrimSpace(strings.SplitN(s.Text(), "#", 2)[0])
		if line != "" {
			out = append(out, line)
		}
	}
	return out, s.Err()
}

func main() {
	repos, err := readRepos("fleet.txt")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	for _, r := range repos {
		fmt.Println("would process", r)
	}
}
