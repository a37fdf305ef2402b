package update

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"time"

	"golang.org/x/mod/semver"
)

const latestURL = "https://api.github.com/repos/example-org/mycli/releases/latest"

type release struct {
	TagName string `json:"tag_name"`
	HTMLURL string `json:"html_url"`
}

func stampPath() string {
	d, _ := os.UserCacheDir()
	return filepath.Join(d, "mycli", "last-update-check")
}

// Notify prints a one-line hint when a newer release exists. It never downloads
// or runs anything.
func Notify(ctx context.Context, current string) {
	if os.Getenv("MYCLI_NO_UPDATE_CHECK") == "1" || os.Getenv("CI") == "true" {
		return
	}
	if st, err := os.Stat(stampPath()); err == nil && time.Since(st.ModTime()) < 24*time.Hour {
		return
	}
	ctx, cancel := context.WithTimeout(ctx, 2*time.Second)
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, latestURL, nil)
	req.Header.Set("Accept", "application/vnd.github+json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return
	}
	defer resp.Body.Close()
	var r release
	if json.NewDecoder(resp.Body).Decode(&r) != nil {
		return
	}
	os.MkdirAll(filepath.Dir(stampPath()), 0o755)
	os.WriteFile(stampPath(), nil, 0o644)
	if semver.IsValid(r.TagName) && semver.Compare(r.TagName, current) > 0 {
		fmt.Fprintf(os.Stderr, "Nova versão %s disponível (atual %s): %s\n", r.TagName, current, r.HTMLURL)
	}
}
