package main

import (
	"bytes"
	"flag"
	"fmt"
	"net/http"
	"sync/atomic"
	"time"
)

func main() {
	target := flag.String("target", "", "url")
	agents := flag.Int("agents", 1000, "virtual agents")
	flag.Parse()

	var sent, failed int64
	client := &http.Client{Timeout: 5 * time.Second}
	body := []byte(`{"messages":[{"role":"user","content":"ping"}]}`)

	for i := 0; i < *agents; i++ {
		go func() {
			for {
				resp, err := client.Post(*target, "application/json", bytes.NewReader(body))
				atomic.AddInt64(&sent, 1)
				if err != nil || resp.StatusCode >= 400 {
					atomic.AddInt64(&failed, 1)
				}
				if resp != nil {
					resp.Body.Close()
				}
			}
		}()
	}
	for range time.Tick(10 * time.Second) {
		fmt.Printf("sent=%d failed=%d\n", atomic.LoadInt64(&sent), atomic.LoadInt64(&failed))
	}
}
