# Aurora prompt
_aurora_git() {
  local b; b=$(git symbolic-ref --short HEAD 2>/dev/null) || return
  local d=""; [ -n "$(git status --porcelain 2>/dev/null)" ] && d="*"
  printf ' \ue0a0 %s%s' "$b" "$d"
}
_aurora_venv() { [ -n "$VIRTUAL_ENV" ] && printf ' (%s)' "$(basename "$VIRTUAL_ENV")"; }
if [ -n "$ZSH_VERSION" ]; then
  setopt PROMPT_SUBST
  PROMPT='%F{cyan}%2~%f$(_aurora_git)$(_aurora_venv) %F{magenta}❯%f '
else
  PS1='\[\e[36m\]\W\[\e[0m\]$(_aurora_git)$(_aurora_venv) \[\e[35m\]❯\[\e[0m\] '
fi
