package main

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"strings"
)

func readLines(path string) ([]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		out = append(out, sc.Text())
	}
	return out, sc.Err()
}

func main() {
	write := flag.Bool("w", false, "write result to file")
	check := flag.Bool("check", false, "exit 1 if file would change")
	only := flag.String("rules", "", "comma separated rule names (default: all)")
	flag.Parse()

	for _, path := range flag.Args() {
		lines, err := readLines(path)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
		out, applied := apply(lines, selectRules(*only))
		changed := strings.Join(out, "\n") != strings.Join(lines, "\n")
		fmt.Printf("%s: %s\n", path, strings.Join(applied, ", "))
		if *check && changed {
			os.Exit(1)
		}
		if *write && changed {
			if err := os.WriteFile(path, []byte(strings.Join(out, "\n")+"\n"), 0o644); err != nil {
				fmt.Fprintln(os.Stderr, err)
				os.Exit(2)
			}
		}
	}
}
