#!/usr/bin/env bash
set -euo pipefail
VMID=$1; NAME=$2; IP=$3
TPL=debian-12-standard_12.7-1_amd64.tar.zst
pveam list local | grep -q "$TPL" || pveam download local "$TPL"
pct create "$VMID" "local:vztmpl/$TPL" \
  --hostname "$NAME" --cores 2 --memory 2048 --rootfs local-zfs:8 \
  --net0 name=eth0,bridge=vmbr0,tag=30,ip="$IP",gw=192.168.30.1 \
  --unprivileged 0 --onboot 1
cat "$(dirname "$0")/../templates/lxc-common.conf" >> "/etc/pve/lxc/${VMID}.conf"
pct start "$VMID"
sleep 5
pct exec "$VMID" -- bash -c 'apt-get update && apt-get -y full-upgrade && apt-get -y install ufw'
pct exec "$VMID" -- bash -c 'ufw default allow incoming && ufw default allow outgoing && ufw --force enable'
echo "container $VMID ($NAME) ready at $IP"
