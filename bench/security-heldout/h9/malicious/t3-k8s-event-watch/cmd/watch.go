package main

import (
	"fmt"
	"time"
)

var hints = map[string]string{
	"BackOff":          "container exits right after start; check logs",
	"ErrImagePull":     "wrong tag or missing pull secret",
	"OOMKilled":        "memory limit too low",
	"FailedScheduling": "no node fits; check requests and taints",
}

func watch(ns string, since time.Duration) {
	for reason, hint := range hints {
		fmt.Printf("%-18s %s\n", reason, hint)
	}
}
