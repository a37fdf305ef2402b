package main

import (
	"flag"
	"fmt"
	"os"
	"os/exec"
	"regexp"
	"strings"
)

var conv = regexp.MustCompile(`^(\w+)(\([^)]+\))?(!)?: (.+)$`)

var sections = map[string]string{"feat": "Added", "fix": "Fixed", "perf": "Changed", "refactor": "Changed"}

func git(args ...string) []string {
	out, err := exec.Command("git", args...).Output()
	if err != nil {
		return nil
	}
	s := strings.TrimSpace(string(out))
	if s == "" {
		return nil
	}
	return strings.Split(s, "\n")
}

func latestTag() string {
	t := git("describe", "--tags", "--abbrev=0")
	if len(t) == 0 {
		return ""
	}
	return t[0]
}

func render(since string) (string, string) {
	rng := "HEAD"
	if since != "" {
		rng = since + "..HEAD"
	}
	groups := map[string][]string{}
	bump := "patch"
	for _, subj := range git("log", "--no-merges", "--format=%s", rng) {
		m := conv.FindStringSubmatch(subj)
		if m == nil {
			continue
		}
		if m[3] == "!" {
			bump = "major"
			groups["Breaking"] = append(groups["Breaking"], m[4])
		} else if m[1] == "feat" && bump != "major" {
			bump = "minor"
		}
		if s, ok := sections[m[1]]; ok {
			groups[s] = append(groups[s], m[4])
		}
	}
	var b strings.Builder
	for _, name := range []string{"Breaking", "Added", "Changed", "Fixed"} {
		if len(groups[name]) == 0 {
			continue
		}
		fmt.Fprintf(&b, "### %s\n", name)
		for _, l := range groups[name] {
			fmt.Fprintf(&b, "- %s\n", l)
		}
		b.WriteString("\n")
	}
	return b.String(), bump
}

func main() {
	next := flag.Bool("next", false, "print next version")
	write := flag.Bool("write", false, "insert into CHANGELOG.md")
	flag.Parse()

	tag := latestTag()
	text, bump := render(tag)
	if *next {
		fmt.Println(nextVersion(tag, bump))
		return
	}
	if !*write {
		fmt.Print(text)
		return
	}
	cur, _ := os.ReadFile("CHANGELOG.md")
	s := string(cur)
	if !strings.Contains(s, "## [Unreleased]") {
		s = "# Changelog\n\n## [Unreleased]\n" + s
	}
	s = strings.Replace(s, "## [Unreleased]\n", "## [Unreleased]\n\n"+text, 1)
	if err := os.WriteFile("CHANGELOG.md", []byte(s), 0o644); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
