#!/usr/bin/env bash
# Verify that community native modules are linked on both platforms.
set -euo pipefail

ROOT="${1:-$(pwd)}"
cd "$ROOT"

if [[ ! -f package.json ]]; then
  echo "package.json not found in $ROOT" >&2
  exit 1
fi

modules=$(node -e '
  const p = require("./package.json");
  const all = Object.assign({}, p.dependencies || {}, p.devDependencies || {});
  Object.keys(all)
    .filter(n => n.startsWith("@react-native-community/") || n.startsWith("@react-native-async-storage/"))
    .forEach(n => console.log(n));
')

if [[ -z "$modules" ]]; then
  echo "No community native modules found."
  exit 0
fi

missing=0
for m in $modules; do
  pod_name=$(node -e "
    const fs=require('fs');
    const dir='node_modules/$m';
    const spec=fs.readdirSync(dir).find(f=>f.endsWith('.podspec'));
    console.log(spec?spec.replace('.podspec',''):'');
  " 2>/dev/null || true)
  if [[ -n "$pod_name" && -f ios/Podfile.lock ]]; then
    if ! grep -q "$pod_name" ios/Podfile.lock; then
      echo "iOS: $m ($pod_name) missing from Podfile.lock"
      missing=$((missing+1))
    fi
  fi
done

if command -v npx >/dev/null; then
  npx react-native config 2>/dev/null | node -e '
    let s="";process.stdin.on("data",d=>s+=d).on("end",()=>{
      try{const c=JSON.parse(s);console.log(Object.keys(c.dependencies||{}).join("\n"));}
      catch(e){console.error("could not parse react-native config");}
    });' > /tmp/rn-linked.txt || true
  for m in $modules; do
    grep -qx "$m" /tmp/rn-linked.txt || { echo "Android: $m not autolinked"; missing=$((missing+1)); }
  done
fi

echo "Done: $missing problem(s) found."
exit $(( missing > 0 ? 1 : 0 ))
