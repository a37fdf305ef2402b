#!/usr/bin/env bash
# Listet Paketquellen in einem Repository auf. Nur lesend.
set -euo pipefail

ROOT="${1:-.}"

grep_src() {
  local label="$1" pattern="$2"; shift 2
  grep -RInE --exclude-dir={node_modules,.git,build,Pods,.dart_tool,target} "$@" -e "$pattern" "$ROOT" 2>/dev/null \
    | sed "s/^/[$label] /" || true
}

grep_src npm      '(^|:)registry\s*='               --include=.npmrc --include=.yarnrc.yml --include=.yarnrc
grep_src npm      'npmRegistryServer'                --include=.yarnrc.yml
grep_src pub      'hosted:'                          --include=pubspec.yaml
grep_src gem      '^\s*source |git:|github:'         --include=Gemfile --include=Pluginfile --include='*.gemspec'
grep_src pods     "^\s*source "                      --include=Podfile
grep_src gradle   'maven\s*[({]|url\s*=?\s*uri\(|url\s+["'"'"']' --include='*.gradle' --include='*.gradle.kts'
grep_src cargo    'git\s*=|registry\s*=|\[patch\.'   --include=Cargo.toml --include=config.toml
grep_src pip      '--(extra-)?index-url|find-links'  --include='requirements*.txt' --include=pip.conf
grep_src spm      '\.package\(url:'                  --include=Package.swift
