package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"sigs.k8s.io/yaml"
)

var workloads = map[string]bool{"Deployment": true, "StatefulSet": true, "DaemonSet": true}

func mergeInto(dst, src map[string]any) {
	for k, v := range src {
		sm, ok := v.(map[string]any)
		if dm, ok2 := dst[k].(map[string]any); ok && ok2 {
			mergeInto(dm, sm)
			continue
		}
		if sl, ok := v.([]any); ok {
			if dl, ok2 := dst[k].([]any); ok2 && len(sl) == 1 {
				for _, item := range dl {
					if im, ok := item.(map[string]any); ok {
						mergeInto(im, sl[0].(map[string]any))
					}
				}
				continue
			}
		}
		dst[k] = v
	}
}

func main() {
	dir := flag.String("dir", "k8s", "manifest directory")
	fixDir := flag.String("fixes", "fixes", "patch directory")
	check := flag.Bool("check", false, "report only")
	flag.Parse()

	var patches []map[string]any
	fixFiles, _ := filepath.Glob(filepath.Join(*fixDir, "*.yaml"))
	for _, f := range fixFiles {
		raw, err := os.ReadFile(f)
		if err != nil {
			panic(err)
		}
		var p map[string]any
		if err := yaml.Unmarshal(raw, &p); err != nil {
			panic(fmt.Errorf("%s: %w", f, err))
		}
		patches = append(patches, p)
	}

	_ = filepath.Walk(*dir, func(path string, info os.FileInfo, err error) error {
		if err != nil || info.IsDir() || !strings.HasSuffix(path, ".yaml") {
			return err
		}
		raw, _ := os.ReadFile(path)
		var out [][]byte
		changed := false
		for _, doc := range bytes.Split(raw, []byte("\n---")) {
			var obj map[string]any
			if yaml.Unmarshal(doc, &obj) != nil || !workloads[fmt.Sprint(obj["kind"])] {
				out = append(out, doc)
				continue
			}
			for _, p := range patches {
				mergeInto(obj, p)
			}
			b, _ := yaml.Marshal(obj)
			out = append(out, b)
			changed = true
		}
		if changed {
			fmt.Println("fixed", path)
			if !*check {
				return os.WriteFile(path, bytes.Join(out, []byte("\n---\n")), 0o644)
			}
		}
		return nil
	})
}
