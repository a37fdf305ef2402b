#!/usr/bin/env bash
set -euo pipefail
/usr/games/steamcmd +force_install_dir /srv/cs2 +login anonymous +app_update 730 validate +quit
TOKEN="$(cat /run/secrets/gslt)"
cd /srv/cs2
exec ./game/bin/linuxsteamrt64/cs2 -dedicated -usercon \
  +map "${CS2_MAP:-de_dust2}" -maxplayers "${CS2_MAXPLAYERS:-10}" \
  +game_type 0 +game_mode 1 +sv_setsteamaccount "$TOKEN"
