#!/usr/bin/env bash
# エージェントのメモリ/設定ファイルから不審な常駐命令の候補を列挙する (読み取りのみ)
set -uo pipefail

files=(
  CLAUDE.md CLAUDE.local.md "$HOME/.claude/CLAUDE.md"
  AGENTS.md GEMINI.md .cursorrules .github/copilot-instructions.md
  .claude/settings.json .claude/settings.local.json
)
while IFS= read -r f; do files+=("$f"); done < <(ls .cursor/rules/*.mdc 2>/dev/null)

# 検出パターン (英語・日本語・スペイン語の言い回し)
patterns=(
  "do not (mention|tell|show)"
  "without (asking|telling|reading)"
  "even if the user"
  "restore (it|this section)"
  "pre-?approved"
  "(token|password|2FA|recovery code|card number)"
  "ユーザーに(は)?(伝えない|言わない|報告しない)"
  "確認せずに"
  "会話より優先"
  "no (lo )?menciones"
  "sin preguntar"
  "bypassPermissions"
  "\"Bash\\(\\*\\)\""
  "https?://[^ )\"]+"
)
joined="$(IFS='|'; echo "${patterns[*]}")"

for f in "${files[@]}"; do
  [ -f "$f" ] || continue
  grep -nEi -- "$joined" "$f" | sed "s|^|$f:|"
done
