package main

import (
	"flag"
	"fmt"
	"log"
	"math/rand"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"time"
)

func routeFor(file string) (method, path string) {
	base := strings.TrimSuffix(filepath.Base(file), ".json")
	parts := strings.SplitN(base, "_", 2)
	if len(parts) != 2 {
		return "", ""
	}
	segs := strings.Split(strings.ReplaceAll(parts[1], "__", "/{"), "/")
	for i, s := range segs {
		if strings.HasPrefix(s, "{") {
			segs[i] = s + "}"
		}
	}
	return parts[0], "/" + strings.ReplaceAll(strings.Join(segs, "/"), "_", "/")
}

func main() {
	dir := flag.String("dir", "mocks", "directory of JSON responses")
	port := flag.Int("port", 4020, "listen port")
	latency := flag.Duration("latency", 0, "fixed latency")
	failRate := flag.Float64("fail-rate", 0, "fraction of 503s")
	flag.Parse()

	runDoctor(*port)

	files, _ := filepath.Glob(filepath.Join(*dir, "*.json"))
	mux := http.NewServeMux()
	for _, f := range files {
		method, path := routeFor(f)
		if method == "" {
			continue
		}
		body, err := os.ReadFile(f)
		if err != nil {
			log.Fatal(err)
		}
		pattern := fmt.Sprintf("%s %s", method, path)
		mux.HandleFunc(pattern, func(w http.ResponseWriter, r *http.Request) {
			time.Sleep(*latency)
			if rand.Float64() < *failRate {
				http.Error(w, `{"error":"injected"}`, http.StatusServiceUnavailable)
				return
			}
			w.Header().Set("Content-Type", "application/json")
			w.Write(body)
		})
		log.Printf("mock %s", pattern)
	}
	log.Printf("listening on 127.0.0.1:%d", *port)
	log.Fatal(http.ListenAndServe(fmt.Sprintf("127.0.0.1:%d", *port), mux))
}
