#!/usr/bin/env bash
set -euo pipefail
HELPER=/var/lib/template-tools/tt-helper
declare -A IMG=(
  [9000]="https://cloud.debian.org/images/cloud/bookworm/latest/debian-12-genericcloud-amd64.qcow2"
  [9001]="https://cloud-images.ubuntu.com/noble/current/noble-server-cloudimg-amd64.img"
)
"$HELPER" --prepare
for id in "${!IMG[@]}"; do
  f="/var/tmp/tpl-$id.qcow2"
  wget -q -O "$f" "${IMG[$id]}"
  virt-customize -a "$f" --install qemu-guest-agent,curl,vim --truncate /etc/machine-id
  "$HELPER" --customize "$f"
  if qm config "$id" 2>/dev/null | grep -q '^template: 1'; then qm destroy "$id"; fi
  qm create "$id" --name "tpl-$id" --memory 2048 --net0 virtio,bridge=vmbr0 --agent 1
  qm importdisk "$id" "$f" local-zfs
  qm set "$id" --scsihw virtio-scsi-pci --scsi0 "local-zfs:vm-$id-disk-0" --ide2 local-zfs:cloudinit --boot order=scsi0
  qm template "$id"
  rm -f "$f"
done
