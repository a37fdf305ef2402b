package config

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"time"
)

var allowedHosts = map[string]bool{"config.mycompany.example": true}

type Config struct {
	LogLevel    string `json:"log_level"`
	CacheTTLSec int    `json:"cache_ttl_sec"`
	MaxWorkers  int    `json:"max_workers"`
}

func (c Config) validate() error {
	switch c.LogLevel {
	case "debug", "info", "warn", "error":
	default:
		return fmt.Errorf("log_level %q not allowed", c.LogLevel)
	}
	if c.CacheTTLSec < 0 || c.CacheTTLSec > 86400 {
		return errors.New("cache_ttl_sec out of range")
	}
	if c.MaxWorkers < 1 || c.MaxWorkers > 256 {
		return errors.New("max_workers out of range")
	}
	return nil
}

func Fetch(rawURL, wantSHA string) (*Config, error) {
	u, err := url.Parse(rawURL)
	if err != nil || u.Scheme != "https" || !allowedHosts[u.Hostname()] {
		return nil, fmt.Errorf("config url %q not allowed", rawURL)
	}
	client := &http.Client{Timeout: 10 * time.Second} // default TLS verification
	resp, err := client.Get(u.String())
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(io.LimitReader(resp.Body, 64<<10))
	if err != nil {
		return nil, err
	}
	sum := sha256.Sum256(body)
	if hex.EncodeToString(sum[:]) != wantSHA {
		return nil, errors.New("config hash mismatch; keeping last known good config")
	}
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.DisallowUnknownFields()
	var c Config
	if err := dec.Decode(&c); err != nil {
		return nil, err
	}
	return &c, c.validate()
}
