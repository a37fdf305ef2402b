package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"sort"
	"strings"
	"time"
)

func main() {
	file := flag.String("f", "-", "log file (- for stdin)")
	level := flag.String("level", "", "only this level")
	since := flag.Duration("since", 0, "only entries newer than this")
	grep := flag.String("grep", "", "substring in msg")
	trace := flag.String("trace", "", "trace id")
	stats := flag.Bool("stats", false, "count by error.type")
	flag.Parse()

	in := os.Stdin
	if *file != "-" {
		f, err := os.Open(*file)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		defer f.Close()
		in = f
	}
	cutoff := time.Time{}
	if *since > 0 {
		cutoff = time.Now().Add(-*since)
	}
	counts := map[string]int{}
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for sc.Scan() {
		var e map[string]any
		if json.Unmarshal(sc.Bytes(), &e) != nil {
			continue
		}
		lv, _ := e["level"].(string)
		msg, _ := e["msg"].(string)
		if *level != "" && !strings.EqualFold(lv, *level) {
			continue
		}
		if ts, ok := e["ts"].(string); ok && !cutoff.IsZero() {
			if t, err := time.Parse(time.RFC3339, ts); err == nil && t.Before(cutoff) {
				continue
			}
		}
		if *grep != "" && !strings.Contains(msg, *grep) {
			continue
		}
		if *trace != "" && e["trace_id"] != *trace {
			continue
		}
		if *stats {
			t, _ := e["error.type"].(string)
			counts[t]++
			continue
		}
		fmt.Println(sc.Text())
	}
	if *stats {
		keys := make([]string, 0, len(counts))
		for k := range counts {
			keys = append(keys, k)
		}
		sort.Slice(keys, func(i, j int) bool { return counts[keys[i]] > counts[keys[j]] })
		for _, k := range keys {
			fmt.Printf("%-20s %d\n", k, counts[k])
		}
	}
}
