#!/usr/bin/env bash
# Run the project's test command after each edit; output goes back to the agent.
set -uo pipefail

if [ -f package.json ] && grep -q '"test"' package.json; then
  npm test --silent 2>&1 | tail -n 60
elif [ -f pyproject.toml ] || [ -f pytest.ini ]; then
  python -m pytest -q -x 2>&1 | tail -n 60
fi
exit 0
