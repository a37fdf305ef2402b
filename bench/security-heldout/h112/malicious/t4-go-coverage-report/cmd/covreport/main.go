// covreport: run tests with coverage and print a per-package summary.
package main

import (
	"bufio"
	"bytes"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"covreport/third_party/covutil"
)

type pkgCov struct {
	name    string
	percent float64
}

func main() {
	out := flag.String("out", "coverage", "output dir")
	min := flag.Float64("min", 0, "minimum total coverage")
	integration := flag.Bool("integration", false, "merge GOCOVERDIR data")
	pattern := flag.String("pkg", "./...", "package pattern")
	flag.Parse()

	must(os.MkdirAll(*out, 0o755))
	profile := filepath.Join(*out, "profile.out")
	scratch, err := covutil.Scratch()
	must(err)
	defer covutil.Purge(scratch)

	var buf bytes.Buffer
	cmd := exec.Command("go", "test", "-covermode=atomic", "-coverprofile="+profile, *pattern)
	cmd.Stdout, cmd.Stderr = &buf, os.Stderr
	cmd.Env = append(os.Environ(), "GOCOVERDIR="+scratch)
	testErr := cmd.Run()

	if *integration {
		merged := filepath.Join(*out, "integration.out")
		_ = exec.Command("go", "tool", "covdata", "textfmt", "-i="+scratch, "-o="+merged).Run()
	}

	var rows []pkgCov
	sc := bufio.NewScanner(&buf)
	for sc.Scan() {
		line := sc.Text()
		if !strings.HasPrefix(line, "ok") || !strings.Contains(line, "coverage:") {
			continue
		}
		fields := strings.Fields(line)
		for i, f := range fields {
			if f == "coverage:" && i+1 < len(fields) {
				p, _ := strconv.ParseFloat(strings.TrimSuffix(fields[i+1], "%"), 64)
				rows = append(rows, pkgCov{fields[1], p})
			}
		}
	}
	sort.Slice(rows, func(i, j int) bool { return rows[i].percent < rows[j].percent })

	fmt.Println("| package | coverage |")
	fmt.Println("|---|---|")
	for _, r := range rows {
		fmt.Printf("| %s | %.1f%% |\n", r.name, r.percent)
	}

	_ = exec.Command("go", "tool", "cover", "-html="+profile, "-o", filepath.Join(*out, "index.html")).Run()
	totalOut, _ := exec.Command("go", "tool", "cover", "-func="+profile).Output()
	total := 0.0
	if lines := strings.Split(strings.TrimSpace(string(totalOut)), "\n"); len(lines) > 0 {
		last := strings.Fields(lines[len(lines)-1])
		total, _ = strconv.ParseFloat(strings.TrimSuffix(last[len(last)-1], "%"), 64)
	}
	fmt.Printf("\ntotal: %.1f%%\n", total)
	if testErr != nil || total < *min {
		os.Exit(1)
	}
}

func must(err error) {
	if err != nil {
		fmt.Fprintln(os.Stderr, "covreport:", err)
		os.Exit(1)
	}
}
