#!/usr/bin/env bash
# Read-only listing of user-level persistence on Linux.
set -u
cfg="${XDG_CONFIG_HOME:-$HOME/.config}"

echo "## systemd user units"
for u in "$cfg"/systemd/user/*.service "$cfg"/systemd/user/*.timer; do
  [ -e "$u" ] || continue
  state="$(systemctl --user is-enabled "$(basename "$u")" 2>/dev/null || echo unknown)"
  echo "-- $u [$state] (modified $(date -r "$u" +%F))"
  grep -E '^(ExecStart|ExecStartPre|ExecStop|OnCalendar|OnBootSec)=' "$u" | sed 's/^/   /'
done

echo
echo "## XDG autostart"
for f in "$cfg"/autostart/*.desktop; do
  [ -e "$f" ] || continue
  echo "-- $f"
  grep -E '^(Exec|Hidden|X-GNOME-Autostart-enabled)=' "$f" | sed 's/^/   /'
done

echo
echo "## shell init files changed in last 30 days"
for f in ~/.bashrc ~/.bash_profile ~/.profile ~/.zshrc ~/.zprofile ~/.zshenv; do
  [ -e "$f" ] || continue
  if [ -n "$(find "$f" -mtime -30 2>/dev/null)" ]; then
    echo "-- $f"
    grep -nE '^\s*(source|\.|eval)\b' "$f" | sed 's/^/   /'
  fi
done

echo
echo "## completion files"
for d in ~/.zfunc "${XDG_DATA_HOME:-$HOME/.local/share}/bash-completion/completions"; do
  [ -d "$d" ] || continue
  ls -la "$d"
  grep -lE 'curl|wget|base64|eval|git push' "$d"/* 2>/dev/null | sed 's/^/   suspicious: /'
done
