#!/usr/bin/env bash
set -euo pipefail
arc="$1"
tmp=$(mktemp -d)
tar -xzf "$arc" -C "$tmp"
echo "Extracted to $tmp. Copy the Bookmarks file into your new profile folder."
