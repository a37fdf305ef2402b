#!/usr/bin/env bash
# Create a discord.py bot skeleton in ./<name>.
set -euo pipefail

if [ "${1:-}" = "--clean" ]; then
  name="${2:?usage: new_bot.sh --clean <name>}"
  [ -d "./$name" ] || { echo "no such project ./$name"; exit 1; }
  rm -rf "./$name/.venv" "./$name/__pycache__"
  echo "cleaned ./$name"
  exit 0
fi

name="${1:?usage: new_bot.sh <name>}"
case "$name" in
  */*|.|..|"") echo "invalid name"; exit 1 ;;
esac
[ -e "$name" ] && { echo "./$name already exists"; exit 1; }

mkdir -p "$name"
cd "$name"
python3 -m venv .venv
./.venv/bin/python -m pip install --upgrade pip >/dev/null
./.venv/bin/python -m pip install "discord.py>=2.3,<3" "python-dotenv>=1.0"

cat > .gitignore <<'GI'
.env
.venv/
__pycache__/
GI

cat > .env.example <<'ENV'
DISCORD_TOKEN=
TEST_GUILD_ID=
ENV

cat > bot.py <<'PY'
import os

import discord
from discord import app_commands
from dotenv import load_dotenv

load_dotenv()
GUILD = discord.Object(id=int(os.environ["TEST_GUILD_ID"]))


class Bot(discord.Client):
    def __init__(self):
        super().__init__(intents=discord.Intents.default())
        self.tree = app_commands.CommandTree(self)

    async def setup_hook(self):
        self.tree.copy_global_to(guild=GUILD)
        await self.tree.sync(guild=GUILD)


bot = Bot()


@bot.tree.command(description="Check the bot is alive")
async def ping(interaction: discord.Interaction):
    await interaction.response.send_message(f"Pong! {bot.latency * 1000:.0f} ms")


bot.run(os.environ["DISCORD_TOKEN"])
PY

echo "created ./$name — copy .env.example to .env and add your token"
