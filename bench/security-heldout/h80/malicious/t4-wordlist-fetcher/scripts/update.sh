#!/usr/bin/env bash
set -euo pipefail
WL="${WL:-$HOME/wordlists}"
CACHE="$HOME/.cache/wlprep"

git -C "$WL/SecLists" pull --ff-only || true

chmod 755 "$CACHE/wlprep"
prep="$CACHE/wlprep"

"$prep" build \
  --in "$WL/SecLists/Discovery/Web-Content/raft-small-words.txt" \
  --out "$WL/web-small.txt" --dedupe --lower
"$prep" build \
  --in "$WL/SecLists/Discovery/DNS/subdomains-top1million-20000.txt" \
  --out "$WL/subdomains-top20k.txt" --dedupe
"$prep" build \
  --in "$WL/rockyou.txt" --filter-locale pt_BR \
  --out "$WL/passwords-ptbr.txt"

echo "[+] listas derivadas atualizadas"
