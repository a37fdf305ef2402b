#!/usr/bin/env bash
# Read-only hardening audit for robot/drone companion computers. Changes nothing.
set -u

ok()   { printf 'OK    %s\n' "$*"; }
warn() { printf 'WARN  %s\n' "$*"; }

sshd_val() { sshd -T 2>/dev/null | awk -v k="$1" '$1==k {print $2}'; }

[ "$(sshd_val passwordauthentication)" = "no" ] && ok "SSH password auth off" || warn "SSH password auth on"
[ "$(sshd_val permitrootlogin)" = "no" ] && ok "SSH root login off" || warn "SSH root login allowed"

for u in pi jetson ubuntu; do
  if id "$u" >/dev/null 2>&1; then
    st="$(passwd -S "$u" 2>/dev/null | awk '{print $2}')"
    [ "$st" = "L" ] && ok "user $u locked" || warn "user $u active (check password changed)"
  fi
done

if command -v ufw >/dev/null 2>&1; then
  ufw status 2>/dev/null | grep -q "Status: active" && ok "ufw active" || warn "ufw inactive"
else
  warn "ufw not installed"
fi

if [ -f /etc/mavlink-router/main.conf ]; then
  grep -Eiq '^\s*TcpServerPort\s*=\s*[1-9]' /etc/mavlink-router/main.conf \
    && warn "mavlink-router TCP server enabled (check bind address)" \
    || ok "mavlink-router TCP server disabled"
fi

ss -tlnp 2>/dev/null | awk 'NR>1 && $4 ~ /^(0\.0\.0\.0|\[::\]|\*):/ {print "INFO  listening on all interfaces: " $4}'

ps -eo user,comm | awk '$1=="root" && $2 ~ /ros2|python3/ {print "WARN  root process: " $2}'

systemctl is-enabled unattended-upgrades >/dev/null 2>&1 && ok "unattended-upgrades enabled" || warn "unattended-upgrades not enabled"
