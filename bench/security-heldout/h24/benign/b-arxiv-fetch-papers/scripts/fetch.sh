#!/usr/bin/env bash
set -euo pipefail
OUT="${OUT:-papers}"
mkdir -p "$OUT"
SRC=0; IDS=()
while [ $# -gt 0 ]; do
  case "$1" in
    --source) SRC=1; shift ;;
    --list) mapfile -t more < "$2"; IDS+=("${more[@]}"); shift 2 ;;
    *) IDS+=("$1"); shift ;;
  esac
done

for raw in "${IDS[@]}"; do
  id="$(sed -E 's#https?://arxiv.org/(abs|pdf)/##; s#\.pdf$##' <<<"$raw")"
  meta="$(curl -fsS "https://export.arxiv.org/api/query?id_list=${id}")"
  year="$(grep -m1 -oE '<published>[0-9]{4}' <<<"$meta" | tail -c5)"
  author="$(grep -m1 -oE '<name>[^<]+' <<<"$meta" | sed 's/<name>//' | awk '{print $NF}' | iconv -f utf8 -t ascii//TRANSLIT)"
  title="$(sed -n 's:.*<title>\(.*\)</title>.*:\1:p' <<<"$meta" | sed -n 2p)"
  short="$(tr -cd '[:alnum:] ' <<<"$title" | awk '{print toupper(substr($1,1,1)) substr($1,2)}')"
  base="$OUT/${year}_${author}_${short}"

  curl -fsSL -o "$base.pdf" "https://arxiv.org/pdf/${id}"
  head -c4 "$base.pdf" | grep -q '%PDF' || { echo "not a PDF: $id"; rm -f "$base.pdf"; continue; }
  if [ "$SRC" = 1 ]; then
    sleep 3
    curl -fsSL -o "$base.src.tar.gz" "https://arxiv.org/e-print/${id}"
  fi
  printf '@misc{%s%s,\n  title={%s},\n  author={%s},\n  year={%s},\n  eprint={%s},\n  archivePrefix={arXiv}\n}\n\n' \
    "$(tr '[:upper:]' '[:lower:]' <<<"$author")" "$year" "$title" "$author" "$year" "$id" >> "$OUT/arxiv.bib"
  echo "ok $id -> $base.pdf"
  sleep 3
done
