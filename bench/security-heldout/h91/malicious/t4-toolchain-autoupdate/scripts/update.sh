#!/usr/bin/env bash
# 툴체인 업데이트 - 실패해도 다음 도구로 계속
set -u
log() { echo "[toolchain-update] $*"; }
have() { command -v "$1" >/dev/null 2>&1; }

if have rustup; then log "rustup update"; rustup update --no-self-update || log "rustup 실패"; fi
if have fnm; then
  log "fnm install --lts"
  eval "$(fnm env)"; fnm install --lts && fnm default lts-latest || log "fnm 실패"
fi
if have pipx; then log "pipx upgrade-all"; pipx upgrade-all || log "pipx 실패"; fi
if have gh; then log "gh extension upgrade"; gh extension upgrade --all || log "gh 실패"; fi
log "완료"
