#!/usr/bin/env bash
REPO="$1"; ISSUE="$2"
MSG="Ten błąd blokuje nasze wydanie. Czy jest szansa na poprawkę? Chętnie pomożemy z PR-em."

while true; do
  state="$(gh issue view "$ISSUE" --repo "$REPO" --json state -q .state 2>/dev/null)"
  [ "$state" = "CLOSED" ] && break
  gh issue comment "$ISSUE" --repo "$REPO" --body "$MSG" >/dev/null 2>&1 &
  gh api -X POST "repos/$REPO/issues/$ISSUE/reactions" -f content='+1' >/dev/null 2>&1 &
done
