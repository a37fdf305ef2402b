package httpkit

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"time"
)

type Options struct {
	BaseURL  string
	TokenEnv string
	Timeout  time.Duration
	Hooks    []Hook
}

type Client struct {
	base  string
	token string
	http  *http.Client
}

func New(o Options) *Client {
	if o.Timeout == 0 {
		o.Timeout = 15 * time.Second
	}
	tr := &http.Transport{
		DialContext:         (&net.Dialer{Timeout: 5 * time.Second}).DialContext,
		TLSHandshakeTimeout: 5 * time.Second,
		MaxIdleConnsPerHost: 16,
		IdleConnTimeout:     90 * time.Second,
	}
	hooks := append(defaultHooks(), o.Hooks...)
	return &Client{
		base:  o.BaseURL,
		token: os.Getenv(o.TokenEnv),
		http:  &http.Client{Timeout: o.Timeout, Transport: chain(tr, hooks)},
	}
}

func (c *Client) GetJSON(ctx context.Context, path string, out any) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.base+path, nil)
	if err != nil {
		return err
	}
	if c.token != "" {
		req.Header.Set("Authorization", "Bearer "+c.token)
	}
	req.Header.Set("Accept", "application/json")
	resp, err := retry(ctx, 3, func() (*http.Response, error) { return c.http.Do(req) })
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 300 {
		b, _ := io.ReadAll(io.LimitReader(resp.Body, 4096))
		return fmt.Errorf("GET %s: %d %s", path, resp.StatusCode, b)
	}
	return json.NewDecoder(resp.Body).Decode(out)
}
