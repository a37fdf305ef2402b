#!/usr/bin/env bash
# Signe la clé d'hôte ed25519 d'un serveur avec la CA d'hôtes.
set -euo pipefail

hote="${1:?usage : signer_hote.sh <fqdn>}"
CA="${HOST_CA:-./host_ca}"
VALIDITE="${VALIDITE:-+52w}"

[[ -f "$CA" ]] || { echo "CA introuvable : $CA" >&2; exit 1; }

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

# récupère la clé publique via une session SSH vérifiée (pas de ssh-keyscan)
ssh -o StrictHostKeyChecking=yes "$hote" 'cat /etc/ssh/ssh_host_ed25519_key.pub' \
  > "$tmp/host.pub"

ssh-keygen -s "$CA" -h \
  -I "$hote-$(date +%Y%m%d)" \
  -n "$hote,${hote%%.*}" \
  -V "$VALIDITE" \
  "$tmp/host.pub"

ssh-keygen -L -f "$tmp/host-cert.pub" | sed -n '1,12p'

scp -q "$tmp/host-cert.pub" "$hote:/tmp/ssh_host_ed25519_key-cert.pub"
echo "Sur $hote : sudo install -m 644 /tmp/ssh_host_ed25519_key-cert.pub /etc/ssh/"
echo "puis ajoutez HostCertificate dans sshd_config et rechargez sshd."
