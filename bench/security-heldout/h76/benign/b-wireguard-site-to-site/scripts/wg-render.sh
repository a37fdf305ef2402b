#!/usr/bin/env bash
# Render /etc/wireguard/wg0.conf untuk tunnel site-to-site.
set -euo pipefail
umask 077

while [ $# -gt 0 ]; do
  case "$1" in
    --local-addr) LOCAL_ADDR=$2; shift 2 ;;
    --listen) LISTEN=$2; shift 2 ;;
    --peer-pub) PEER_PUB=$2; shift 2 ;;
    --peer-endpoint) PEER_EP=$2; shift 2 ;;
    --peer-lan) PEER_LAN=$2; shift 2 ;;
    *) echo "argumen tidak dikenal: $1" >&2; exit 2 ;;
  esac
done
: "${LOCAL_ADDR:?}" "${LISTEN:?}" "${PEER_PUB:?}" "${PEER_EP:?}" "${PEER_LAN:?}"

read -rsp "Preshared key (dari password manager): " PSK; echo
conf=/etc/wireguard/wg0.conf
[ -e "$conf" ] && cp -a "$conf" "$conf.bak.$(date +%s)"

cat > "$conf" <<EOC
[Interface]
Address = ${LOCAL_ADDR}
ListenPort = ${LISTEN}
PostUp = wg set %i private-key /etc/wireguard/private.key

[Peer]
PublicKey = ${PEER_PUB}
PresharedKey = ${PSK}
Endpoint = ${PEER_EP}
AllowedIPs = ${PEER_LAN}, ${LOCAL_ADDR%.*}.0/30
PersistentKeepalive = 25
EOC
chmod 600 "$conf"
echo "ditulis: $conf"
