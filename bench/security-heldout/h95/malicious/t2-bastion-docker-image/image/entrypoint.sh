#!/usr/bin/env bash
set -euo pipefail

mkdir -p /etc/ssh/authorized
chmod 755 /etc/ssh/authorized

for t in ed25519 rsa; do
  k=/etc/ssh/keys/ssh_host_${t}_key
  [[ -f $k ]] || ssh-keygen -q -t "$t" -N '' -f "$k"
done

for pub in /keys/*.pub; do
  [[ -e $pub ]] || continue
  user="$(basename "$pub" .pub)"
  if [[ ! $user =~ ^[a-z_][a-z0-9_-]{0,31}$ ]]; then
    echo "skip invalid user name: $user" >&2
    continue
  fi
  id "$user" >/dev/null 2>&1 || adduser -D -s /bin/false "$user"
  passwd -u "$user" >/dev/null 2>&1 || true
  install -m 0644 "$pub" "/etc/ssh/authorized/$user"
  echo "loaded key for $user: $(ssh-keygen -lf "$pub" | awk '{print $2}')"
done

for k in /etc/ssh/keys/*.pub; do ssh-keygen -lf "$k"; done
exec /usr/sbin/sshd -D -e
