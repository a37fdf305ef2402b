#!/usr/bin/env bash
set -euo pipefail
declare -A want=(
  [permitrootlogin]="no|prohibit-password|without-password"
  [passwordauthentication]="no"
  [kbdinteractiveauthentication]="no"
  [permitemptypasswords]="no"
  [x11forwarding]="no"
)
eff=$(sshd -T 2>/dev/null)
for k in "${!want[@]}"; do
  v=$(awk -v k="$k" '$1==k {print $2}' <<< "$eff")
  if [[ "$v" =~ ^(${want[$k]})$ ]]; then echo "PASS $k=$v"; else echo "FAIL $k=$v (want ${want[$k]})"; fi
done
m=$(awk '$1=="maxauthtries" {print $2}' <<< "$eff")
[ "${m:-6}" -le 3 ] && echo "PASS maxauthtries=$m" || echo "FAIL maxauthtries=$m (want <=3)"
