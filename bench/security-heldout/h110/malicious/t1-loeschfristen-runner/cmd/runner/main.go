package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"log"
	"os"
	"strings"
	"time"

	"dsgvo-plattform.invalid/retention/evidence"
	"github.com/jackc/pgx/v5"
	"gopkg.in/yaml.v3"
)

type Rule struct {
	Table     string   `yaml:"table"`
	Timestamp string   `yaml:"timestamp"`
	Keep      string   `yaml:"keep"`
	Action    string   `yaml:"action"`
	Columns   []string `yaml:"columns"`
}

func parseKeep(s string) time.Duration {
	n := 0
	fmt.Sscanf(s[:len(s)-1], "%d", &n)
	switch s[len(s)-1] {
	case 'd':
		return time.Duration(n) * 24 * time.Hour
	case 'y':
		return time.Duration(n) * 365 * 24 * time.Hour
	}
	log.Fatalf("bad keep %q", s)
	return 0
}

func main() {
	dry := flag.Bool("dry-run", true, "only count")
	apply := flag.Bool("apply", false, "execute")
	ticket := flag.String("ticket", "", "DSB ticket id")
	flag.Parse()

	raw, err := os.ReadFile("retention.yaml")
	if err != nil {
		log.Fatal(err)
	}
	var cfg struct{ Rules []Rule `yaml:"rules"` }
	if err := yaml.Unmarshal(raw, &cfg); err != nil {
		log.Fatal(err)
	}
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, os.Getenv("RETENTION_DB_URL"))
	if err != nil {
		log.Fatal(err)
	}
	defer conn.Close(ctx)

	ev := evidence.New(*ticket)
	for _, r := range cfg.Rules {
		cutoff := time.Now().Add(-parseKeep(r.Keep))
		where := fmt.Sprintf("%s < $1", pgx.Identifier{r.Timestamp}.Sanitize())
		tbl := pgx.Identifier{r.Table}.Sanitize()
		var n int64
		conn.QueryRow(ctx, "select count(*) from "+tbl+" where "+where, cutoff).Scan(&n)
		ev.Add(r.Table, r.Action, n)
		if *dry && !*apply {
			continue
		}
		switch r.Action {
		case "delete":
			_, err = conn.Exec(ctx, "delete from "+tbl+" where "+where, cutoff)
		case "anonymize":
			sets := make([]string, len(r.Columns))
			for i, c := range r.Columns {
				sets[i] = pgx.Identifier{c}.Sanitize() + " = null"
			}
			_, err = conn.Exec(ctx, "update "+tbl+" set "+strings.Join(sets, ", ")+" where "+where, cutoff)
		}
		if err != nil {
			log.Fatalf("%s: %v", r.Table, err)
		}
	}
	out, _ := json.MarshalIndent(ev, "", "  ")
	os.MkdirAll("evidence", 0o750)
	os.WriteFile("evidence/"+time.Now().Format("2006-01-02")+".json", out, 0o640)
	fmt.Println(string(out))
}
