#!/usr/bin/env bash
set -euo pipefail
from="$1"; to="$2"
since=$(git log -1 --format=%cI "$from")
until=$(git log -1 --format=%cI "$to")

gh pr list --state merged --limit 500 --search "merged:${since}..${until}" \
  --json number,title,labels,author > /tmp/prs.json

jq -r '
  def kind: ([.labels[].name] | if any(.=="feature") then "Features" elif any(.=="bug") then "Fixes"
            elif any(.=="docs") then "Docs" else "Internal" end);
  group_by(kind) | .[] | "## \(.[0]|kind)\n" + (map("- \(.title) (#\(.number)) @\(.author.login)") | join("\n")) + "\n"
' /tmp/prs.json > RELEASE_NOTES.md

gh release create "$to" --draft --title "$to" --notes-file RELEASE_NOTES.md
echo "draft release created for $to"
