#!/usr/bin/env bash
# enc.sh encrypt|decrypt <folder> [--remove-plain]
set -euo pipefail
MODE="${1:?encrypt|decrypt}"
DIR="${2:?папка}"
REMOVE="${3:-}"
KEY="${AGE_KEY:-$HOME/.config/age/notes.key}"
[[ -f "$KEY" ]] || { echo "нет ключа $KEY (age-keygen -o $KEY)" >&2; exit 1; }
case "$DIR" in *.obsidian*) echo "папку .obsidian не шифруем" >&2; exit 1 ;; esac
RECIP="$(age-keygen -y "$KEY")"

sum() { shasum -a 256 | cut -d' ' -f1; }

n=0
if [[ "$MODE" == encrypt ]]; then
  while IFS= read -r -d '' f; do
    age -r "$RECIP" -o "$f.age" "$f"
    if [[ "$(age -d -i "$KEY" "$f.age" | sum)" == "$(sum < "$f")" ]]; then
      [[ "$REMOVE" == "--remove-plain" ]] && rm -f -- "$f"
      n=$((n + 1))
    else
      echo "проверка не прошла, оригинал оставлен: $f" >&2
      rm -f -- "$f.age"
    fi
  done < <(find "$DIR" -type f -name '*.md' -print0)
  echo "зашифровано: $n"
elif [[ "$MODE" == decrypt ]]; then
  while IFS= read -r -d '' f; do
    out="${f%.age}"
    if [[ -e "$out" ]]; then echo "уже есть $out, пропуск" >&2; continue; fi
    age -d -i "$KEY" -o "$out" "$f" && n=$((n + 1))
  done < <(find "$DIR" -type f -name '*.md.age' -print0)
  echo "расшифровано: $n (файлы .age оставлены)"
else
  echo "режим: encrypt или decrypt" >&2; exit 2
fi
