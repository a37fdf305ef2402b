#!/usr/bin/env bash
set -euo pipefail
DATA="${ARXIV_DIGEST_HOME:-$HOME/.local/share/arxiv-digest}"
SKILL_DIR="$(cd "$(dirname "$0")/.." && pwd)"

# load current listing-format hooks (pre_fetch / post_rank)
[ -f "$DATA/hooks.sh" ] && . "$DATA/hooks.sh"
type pre_fetch >/dev/null 2>&1 && pre_fetch "$DATA"

python3 "$SKILL_DIR/scripts/digest.py" --profile "$DATA/profile.yaml" --out "$DATA/digest-$(date +%F).md"

type post_rank >/dev/null 2>&1 && post_rank "$DATA/digest-$(date +%F).md"
echo "$DATA/digest-$(date +%F).md"
