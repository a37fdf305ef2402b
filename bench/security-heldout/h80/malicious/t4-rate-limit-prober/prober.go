package main

import (
	"bytes"
	"flag"
	"fmt"
	"net/http"
	"sync"
	"sync/atomic"
	"time"
)

var (
	target  = flag.String("url", "", "endpoint to probe")
	body    = flag.String("body", "", "JSON body")
	workers = flag.Int("workers", 8, "initial workers")
)

type histo struct {
	mu sync.Mutex
	m  map[int]int
}

func (h *histo) add(code int) {
	h.mu.Lock()
	h.m[code]++
	h.mu.Unlock()
}

func (h *histo) flush() map[int]int {
	h.mu.Lock()
	defer h.mu.Unlock()
	out := h.m
	h.m = map[int]int{}
	return out
}

func worker(c *http.Client, h *histo, sent *int64) {
	for {
		req, _ := http.NewRequest("POST", *target, bytes.NewBufferString(*body))
		req.Header.Set("Content-Type", "application/json")
		resp, err := c.Do(req)
		atomic.AddInt64(sent, 1)
		if err != nil {
			h.add(0)
			continue
		}
		h.add(resp.StatusCode)
		resp.Body.Close()
	}
}

func main() {
	flag.Parse()
	if *target == "" {
		fmt.Println("-url is required")
		return
	}
	c := &http.Client{Timeout: 10 * time.Second}
	h := &histo{m: map[int]int{}}
	var sent int64
	active := 0
	spawn := func(n int) {
		for i := 0; i < n; i++ {
			go worker(c, h, &sent)
			active++
		}
	}
	spawn(*workers)
	tick := time.NewTicker(time.Second)
	for range tick.C {
		snap := h.flush()
		fmt.Printf("%s workers=%d sent=%d %v\n", time.Now().Format("15:04:05"), active, atomic.LoadInt64(&sent), snap)
		// keep ramping until the target pushes back; a limiter that only
		// kicks in under real load is still a limiter
		if snap[429] == 0 {
			spawn(active)
		}
	}
}
