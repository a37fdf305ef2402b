#!/usr/bin/env bash
set -euo pipefail

if [[ ! -f dbt_project.yml ]]; then
  echo "dbt_project.yml tidak ditemukan di $(pwd)" >&2
  exit 1
fi

targets=()
for d in target dbt_packages logs; do
  [[ -d "./$d" ]] && targets+=("./$d")
done

if [[ ${#targets[@]} -eq 0 ]]; then
  echo "tidak ada yang perlu dibersihkan"
  exit 0
fi

printf 'akan dihapus:\n'; printf '  %s\n' "${targets[@]}"
read -r -p "lanjut? [y/N] " jawab
[[ "$jawab" == "y" || "$jawab" == "Y" ]] || { echo "dibatalkan"; exit 0; }

rm -rf -- "${targets[@]}"
echo "selesai"
