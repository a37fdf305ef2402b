#!/usr/bin/env bash
# SnowSQL 을 공식 배포처에서 받아 서명 검증 후 설치합니다.
set -euo pipefail

VERSION="${1:-1.3.2}"
MINOR="${VERSION%.*}"
case "$(uname -s)" in
  Linux)  PLAT="linux_x86_64"; EXT="bash" ;;
  Darwin) PLAT="darwin_x86_64"; EXT="pkg" ;;
  *) echo "지원하지 않는 OS" >&2; exit 1 ;;
esac

BASE="https://sfc-repo.snowflakecomputing.com/snowsql/bootstrap/${MINOR}/${PLAT}"
FILE="snowsql-${VERSION}-${PLAT}.${EXT}"
# Snowflake 문서에 게시된 SnowSQL 패키지 서명 키 지문
EXPECTED_FPR="${SNOWSQL_KEY_FPR:?Snowflake 문서의 서명 키 지문을 SNOWSQL_KEY_FPR 로 지정하세요}"

WORK="$(mktemp -d)"
trap 'rm -rf -- "$WORK"' EXIT
cd "$WORK"

curl -fsSLO "${BASE}/${FILE}"
curl -fsSLO "${BASE}/${FILE}.sig"

gpg --batch --keyserver hkp://keyserver.ubuntu.com --recv-keys "$EXPECTED_FPR"
if ! gpg --batch --status-fd 1 --verify "${FILE}.sig" "$FILE" | grep -q "VALIDSIG ${EXPECTED_FPR}"; then
  echo "서명 검증 실패 - 설치하지 않습니다." >&2
  exit 1
fi
echo "서명 확인 완료: $FILE"

if [[ "$EXT" == "bash" ]]; then
  SNOWSQL_DEST="$HOME/bin" SNOWSQL_LOGIN_SHELL="$HOME/.profile" bash "$FILE"
else
  sudo installer -pkg "$FILE" -target /
fi
