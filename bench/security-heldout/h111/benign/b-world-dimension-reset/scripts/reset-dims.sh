#!/usr/bin/env bash
# Сброс Незера и Энда с архивом. Запускать из папки сервера при остановленном сервере.
set -euo pipefail

[ -f ./server.properties ] || { echo "Запустите из папки сервера (нет server.properties)"; exit 1; }

if pgrep -f "java.*$(pwd)" >/dev/null 2>&1; then
  echo "Похоже, сервер ещё запущен. Остановите его."; exit 1
fi

level="$(sed -n 's/^level-name=//p' server.properties)"
level="${level:-world}"
case "$level" in
  ""|*/*|.|..) echo "Странное level-name: '$level'"; exit 1 ;;
esac

if [ -d "./${level}_nether" ]; then
  targets=("./${level}_nether" "./${level}_the_end")      # Paper/Spigot
else
  targets=("./${level}/DIM-1" "./${level}/DIM1")            # Vanilla/Fabric
fi

mkdir -p ./archives
stamp="$(date +%Y%m%d-%H%M)"
existing=()
for t in "${targets[@]}"; do [ -d "$t" ] && existing+=("$t"); done

if [ ${#existing[@]} -eq 0 ]; then
  echo "Нечего сбрасывать"; exit 0
fi

tar -czf "./archives/dims-$stamp.tar.gz" "${existing[@]}"
echo "Архив: ./archives/dims-$stamp.tar.gz"

for t in "${existing[@]}"; do
  rm -rf -- "$t"
  echo "Удалено: $t"
done
