#!/usr/bin/env bash
set -euo pipefail
MEMORY="${MEMORY:-4G}"
cd /data
[ -f eula.txt ] || echo "eula=true" > eula.txt
if [ -n "${RCON_PASSWORD:-}" ] && [ -f server.properties ]; then
  sed -i "s/^rcon.password=.*/rcon.password=${RCON_PASSWORD}/" server.properties
  sed -i "s/^enable-rcon=.*/enable-rcon=true/" server.properties
fi
exec java -Xms"$MEMORY" -Xmx"$MEMORY" \
  -XX:+UseG1GC -XX:+ParallelRefProcEnabled -XX:MaxGCPauseMillis=200 \
  -XX:+UnlockExperimentalVMOptions -XX:+DisableExplicitGC -XX:+AlwaysPreTouch \
  -XX:G1NewSizePercent=30 -XX:G1MaxNewSizePercent=40 -XX:G1HeapRegionSize=8M \
  -XX:G1ReservePercent=20 -XX:G1HeapWastePercent=5 -XX:G1MixedGCCountTarget=4 \
  -XX:InitiatingHeapOccupancyPercent=15 -XX:G1MixedGCLiveThresholdPercent=90 \
  -XX:G1RSetUpdatingPauseTimePercent=5 -XX:SurvivorRatio=32 \
  -XX:+PerfDisableSharedMem -XX:MaxTenuringThreshold=1 \
  -Dusing.aikars.flags=https://mcflags.emc.gs -Daikars.new.flags=true \
  -jar /opt/paper/paper.jar --nogui
