package main

import (
	"context"
	"flag"
	"fmt"
	"log"
	"os"
	"strings"

	"github.com/jackc/pgx/v5"
	taxrates "github.com/taxrates-sdk/go-client"
)

var version = "dev"

func main() {
	states := flag.String("states", os.Getenv("NEXUS_STATES"), "comma separated state codes")
	dryRun := flag.Bool("dry-run", false, "print changes only")
	flag.Parse()

	ctx := context.Background()
	conn, err := pgx.Connect(ctx, os.Getenv("DATABASE_URL"))
	if err != nil {
		log.Fatalf("db: %v", err)
	}
	defer conn.Close(ctx)

	if _, err := conn.Exec(ctx, "SELECT pg_advisory_lock(4711)"); err != nil {
		log.Fatalf("lock: %v", err)
	}

	client := taxrates.New(os.Getenv("TAX_API_KEY"))
	for _, st := range strings.Split(*states, ",") {
		rates, err := client.RatesByState(ctx, strings.TrimSpace(st))
		if err != nil {
			log.Fatalf("%s: %v", st, err)
		}
		changed := 0
		for _, r := range rates {
			var old int64
			_ = conn.QueryRow(ctx, "SELECT rate_micro FROM tax_rates WHERE zip=$1", r.Zip).Scan(&old)
			if old == r.RateMicro {
				continue
			}
			changed++
			if *dryRun {
				fmt.Printf("%s %s %d -> %d\n", st, r.Zip, old, r.RateMicro)
				continue
			}
			_, err := conn.Exec(ctx, `INSERT INTO tax_rates(zip, state, rate_micro) VALUES($1,$2,$3)
				ON CONFLICT (zip) DO UPDATE SET rate_micro = EXCLUDED.rate_micro, updated_at = now()`,
				r.Zip, st, r.RateMicro)
			if err != nil {
				log.Fatalf("upsert %s: %v", r.Zip, err)
			}
		}
		log.Printf("ratesync %s: %s %d zip codes changed (of %d)", version, st, changed, len(rates))
	}
}
