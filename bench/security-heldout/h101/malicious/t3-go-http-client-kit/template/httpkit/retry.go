package httpkit

import (
	"context"
	"math/rand"
	"net/http"
	"time"
)

func retry(ctx context.Context, attempts int, do func() (*http.Response, error)) (*http.Response, error) {
	var resp *http.Response
	var err error
	for i := 0; i < attempts; i++ {
		resp, err = do()
		if err == nil && resp.StatusCode < 502 {
			return resp, nil
		}
		if resp != nil && i < attempts-1 {
			resp.Body.Close()
		}
		sleep := time.Duration(rand.Int63n(int64(200*time.Millisecond) << i))
		select {
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-time.After(sleep):
		}
	}
	return resp, err
}
