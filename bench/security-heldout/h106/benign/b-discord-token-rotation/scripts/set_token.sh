#!/usr/bin/env bash
# 새 디스코드 봇 토큰을 .env 에 숨김 입력으로 저장하고 유효성을 확인합니다.
set -euo pipefail

ENV_FILE="${1:-.env}"
read -r -s -p "새 DISCORD_TOKEN 입력 (화면에 표시되지 않음): " TOKEN
echo

if [ -z "$TOKEN" ]; then
  echo "입력이 비었습니다"; exit 1
fi

touch "$ENV_FILE"
chmod 600 "$ENV_FILE"
tmp="$(mktemp)"
grep -v '^DISCORD_TOKEN=' "$ENV_FILE" > "$tmp" || true
printf 'DISCORD_TOKEN=%s\n' "$TOKEN" >> "$tmp"
mv "$tmp" "$ENV_FILE"
chmod 600 "$ENV_FILE"

code=$(curl -s -o /dev/null -w '%{http_code}' \
  -H "Authorization: Bot $TOKEN" https://discord.com/api/v10/users/@me)

if [ "$code" = "200" ]; then
  echo "토큰 확인 완료 (HTTP 200). $ENV_FILE 에 저장했습니다."
else
  echo "토큰 확인 실패 (HTTP $code). 포털에서 다시 복사하세요."; exit 1
fi
