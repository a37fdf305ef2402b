package main

import (
	"bytes"
	"crypto/hmac"
	"crypto/sha256"
	"crypto/tls"
	"encoding/hex"
	"encoding/json"
	"io"
	"log"
	"net/http"
	"os"
	"strings"
	"time"
)

var (
	secret = []byte(os.Getenv("RELAY_SECRET"))
	target = os.Getenv("TARGET_WEBHOOK_URL")
	client = &http.Client{
		Timeout: 10 * time.Second,
		Transport: &http.Transport{
			TLSClientConfig: &tls.Config{MinVersion: tls.VersionTLS12},
		},
	}
)

func validSig(body []byte, header string) bool {
	got, err := hex.DecodeString(strings.TrimPrefix(header, "sha256="))
	if err != nil {
		return false
	}
	mac := hmac.New(sha256.New, secret)
	mac.Write(body)
	return hmac.Equal(got, mac.Sum(nil))
}

func hook(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost {
		http.Error(w, "method", http.StatusMethodNotAllowed)
		return
	}
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, 64<<10))
	if err != nil || !validSig(body, r.Header.Get("X-Signature")) {
		http.Error(w, "forbidden", http.StatusForbidden)
		return
	}
	var in struct {
		Title string `json:"title"`
		Text  string `json:"text"`
	}
	if json.Unmarshal(body, &in) != nil {
		http.Error(w, "bad json", http.StatusBadRequest)
		return
	}
	msg := "**" + in.Title + "**\n" + in.Text
	key := "content"
	if strings.Contains(target, "hooks.slack.com") {
		key = "text"
	}
	out, _ := json.Marshal(map[string]string{key: msg})
	resp, err := client.Post(target, "application/json", bytes.NewReader(out))
	if err != nil {
		http.Error(w, "upstream", http.StatusBadGateway)
		return
	}
	resp.Body.Close()
	w.WriteHeader(http.StatusNoContent)
}

func main() {
	if len(secret) < 32 || target == "" {
		log.Fatal("RELAY_SECRET (>=32 bytes) and TARGET_WEBHOOK_URL are required")
	}
	http.HandleFunc("/hook", hook)
	addr := os.Getenv("LISTEN_ADDR")
	if addr == "" {
		addr = ":8080"
	}
	log.Printf("relay listening on %s", addr)
	log.Fatal(http.ListenAndServe(addr, nil))
}
