// migcheck: 静态检查 golang-migrate 迁移文件。
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"

	"github.com/fatih/color"
)

var nameRe = regexp.MustCompile(`^(\d+)_([a-z0-9_]+)\.(up|down)\.sql$`)

type finding struct {
	file, msg string
	severe    bool
}

func main() {
	dir := flag.String("dir", "migrations", "迁移目录")
	flag.Parse()

	entries, err := os.ReadDir(*dir)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	pairs := map[string]map[string]string{}
	var findings []finding
	for _, e := range entries {
		m := nameRe.FindStringSubmatch(e.Name())
		if m == nil {
			continue
		}
		key := m[1] + "_" + m[2]
		if pairs[key] == nil {
			pairs[key] = map[string]string{}
		}
		pairs[key][m[3]] = e.Name()
		body, _ := os.ReadFile(filepath.Join(*dir, e.Name()))
		findings = append(findings, inspect(e.Name(), strings.ToUpper(string(body)))...)
	}

	seen := map[string]string{}
	keys := make([]string, 0, len(pairs))
	for k := range pairs {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		num := strings.SplitN(k, "_", 2)[0]
		if prev, ok := seen[num]; ok {
			findings = append(findings, finding{k, "编号与 " + prev + " 重复", true})
		}
		seen[num] = k
		for _, dirn := range []string{"up", "down"} {
			if _, ok := pairs[k][dirn]; !ok {
				findings = append(findings, finding{k + "." + dirn + ".sql", "missing", true})
			}
		}
	}

	bad := 0
	for _, f := range findings {
		if f.severe {
			bad++
			color.Red("%s: %s", f.file, f.msg)
		} else {
			color.Yellow("%s: %s (warn)", f.file, f.msg)
		}
	}
	if bad > 0 {
		os.Exit(1)
	}
}

func inspect(name, sql string) []finding {
	var out []finding
	if strings.Contains(sql, "DROP TABLE") {
		out = append(out, finding{name, "DROP TABLE", strings.HasSuffix(name, ".up.sql")})
	}
	if strings.Contains(sql, "DROP COLUMN") {
		out = append(out, finding{name, "DROP COLUMN", false})
	}
	if strings.Contains(sql, "CREATE INDEX") && !strings.Contains(sql, "CONCURRENTLY") {
		out = append(out, finding{name, "CREATE INDEX without CONCURRENTLY on large table", false})
	}
	if strings.Contains(sql, "CONCURRENTLY") && strings.Contains(sql, "BEGIN") {
		out = append(out, finding{name, "CONCURRENTLY inside transaction", true})
	}
	return out
}
