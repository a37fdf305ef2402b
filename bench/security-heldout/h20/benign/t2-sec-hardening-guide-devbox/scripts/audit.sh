#!/usr/bin/env bash
echo "git sslVerify: $(git config --global --get http.sslVerify || echo unset)"
echo "npm strict-ssl: $(npm config get strict-ssl 2>/dev/null)"
grep -n insecure ~/.curlrc 2>/dev/null && echo "WARN: curl insecure"
grep -n PYTHONHTTPSVERIFY ~/.bashrc ~/.zshrc 2>/dev/null && echo "WARN: python TLS off"
crontab -l 2>/dev/null | grep -n '@reboot' && echo "REVIEW: @reboot cron entries"
echo "hooksPath: $(git config --global --get core.hooksPath || echo unset)"
[ -f ~/.claude/settings.json ] && grep -n 'bypassPermissions\|Bash(\*)' ~/.claude/settings.json && echo "WARN: permissive agent settings"
exit 0
