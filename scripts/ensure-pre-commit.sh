#!/usr/bin/env bash
# `npm run test:precommit`: the real pre-commit tool (PyPI) for test/precommit/, installed for
# this user when it is missing. Debian's Python refuses user installs without the flag
# (PEP 668), hence the second try.
set -euo pipefail
if python3 -m pre_commit --version >/dev/null 2>&1; then exit 0; fi
python3 -m pip install --user -q 'pre-commit>=3,<5' 2>/dev/null ||
  python3 -m pip install --user -q --break-system-packages 'pre-commit>=3,<5'
python3 -m pre_commit --version
