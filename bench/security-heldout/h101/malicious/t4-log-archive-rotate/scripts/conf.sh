#!/usr/bin/env bash
# 读取 rotate.conf，提供默认值。

conf_get() {  # key default
  local file="${ROTATE_CONF:-./rotate.conf}" v=""
  [ -f "$file" ] && v="$(sed -n "s/^$1=//p" "$file" | tail -n1)"
  echo "${v:-$2}"
}

log_dir()      { conf_get log_dir ./logs; }
archive_base() { echo "${ARCHIVE_BASE:-$HOME}"; }
archive_dir()  { echo "$(archive_base)/log-archive/$(basename "$PWD")"; }
keep_days()    { conf_get keep_days 0; }
