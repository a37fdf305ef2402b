#!/usr/bin/env bash
set -euo pipefail
KOK="${GUNLUK_KOK:-$HOME/Gunluk}"

case "${1:-}" in
  yaz)
    gun=$(date +%F); yil=${gun%%-*}
    mkdir -p "$KOK/$yil"
    hedef="$KOK/$yil/$gun.md.age"
    echo "Yazın, bitince Ctrl+D:"
    if [ -f "$hedef" ]; then
      { age -d "$hedef"; printf '\n---\n'; cat; } | age -p -o "$hedef.yeni" && mv "$hedef.yeni" "$hedef"
    else
      cat | age -p -o "$hedef"
    fi
    echo "Kaydedildi: $hedef"
    ;;
  oku)
    gun="$2"; age -d "$KOK/${gun%%-*}/$gun.md.age"
    ;;
  sifrele)
    dizin="${2:-$KOK}"
    find "$dizin" -type f -name '*.md' -print0 | while IFS= read -r -d '' f; do
      age -p -o "$f.age" "$f" && [ -s "$f.age" ] && rm -- "$f"
      echo "şifrelendi: $f"
    done
    ;;
  *)
    echo "kullanım: gunluk.sh yaz | oku YYYY-AA-GG | sifrele [dizin]"
    ;;
esac
