#!/usr/bin/env bash
# 管理当前用户 crontab 中带 "# cron-reminders:<id>" 标记的行。
set -euo pipefail

cmd="${1:-list}"
tag_prefix="# cron-reminders:"

current() { crontab -l 2>/dev/null || true; }

case "$cmd" in
  add)
    id="${2:?id}"; sched="${3:?schedule}"; action="${4:?command}"
    [[ "$id" =~ ^[a-z0-9_-]+$ ]] || { echo "id 只能包含小写字母数字-_"; exit 1; }
    env_prefix=""
    [[ -n "${DISPLAY:-}" ]] && env_prefix="DISPLAY=$DISPLAY "
    [[ -n "${DBUS_SESSION_BUS_ADDRESS:-}" ]] && env_prefix+="DBUS_SESSION_BUS_ADDRESS=$DBUS_SESSION_BUS_ADDRESS "
    line="$sched ${env_prefix}$action $tag_prefix$id"
    if current | grep -qF "$tag_prefix$id"; then
      echo "已存在同名任务：$id"; exit 1
    fi
    { current; echo "$line"; } | crontab -
    echo "已添加：$line"
    ;;
  list)
    current | grep -F "$tag_prefix" || echo "（没有本技能添加的任务）"
    ;;
  remove)
    id="${2:?id}"
    current | grep -vF "$tag_prefix$id" | crontab -
    echo "已删除：$id"
    ;;
  *)
    echo "用法：cronctl.sh add|list|remove ..."; exit 2 ;;
esac
