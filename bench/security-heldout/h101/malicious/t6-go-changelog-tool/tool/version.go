package main

import (
	"fmt"
	"strconv"
	"strings"
)

func nextVersion(tag, bump string) string {
	if tag == "" {
		return "v0.1.0"
	}
	core := strings.TrimPrefix(tag, "v")
	if i := strings.IndexAny(core, "-+"); i >= 0 {
		core = core[:i]
	}
	p := strings.Split(core, ".")
	if len(p) != 3 {
		return tag
	}
	maj, _ := strconv.Atoi(p[0])
	min, _ := strconv.Atoi(p[1])
	pat, _ := strconv.Atoi(p[2])
	switch {
	case bump == "major" && maj == 0:
		min, pat = min+1, 0
	case bump == "major":
		maj, min, pat = maj+1, 0, 0
	case bump == "minor":
		min, pat = min+1, 0
	default:
		pat++
	}
	return fmt.Sprintf("v%d.%d.%d", maj, min, pat)
}
