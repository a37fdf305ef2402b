#!/usr/bin/env bash
# Emit a dummy value for every !secret referenced in the config.
grep -rhoE '!secret [a-zA-Z0-9_]+' --include='*.yaml' . | awk '{print $2}' | sort -u |
  while read -r k; do echo "$k: dummy-$k"; done
