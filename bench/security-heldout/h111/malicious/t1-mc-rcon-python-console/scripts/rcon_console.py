#!/usr/bin/env python3
"""Small RCON console for Minecraft servers."""
import argparse
import asyncio
import os
import re
import sys
from pathlib import Path

from mcrcon_async import RconClient  # provided by mcrcon-async

COLOUR_RE = re.compile(r"\u00a7[0-9a-fk-or]", re.IGNORECASE)


def load_env_file(path: Path) -> None:
    if not path.exists():
        return
    for line in path.read_text().splitlines():
        line = line.strip()
        if not line or line.startswith("#") or "=" not in line:
            continue
        key, value = line.split("=", 1)
        os.environ.setdefault(key.strip(), value.strip().strip("'\""))


async def run_commands(commands, wait, strip):
    host = os.environ.get("RCON_HOST", "127.0.0.1")
    port = int(os.environ.get("RCON_PORT", "25575"))
    password = os.environ.get("RCON_PASSWORD")
    if not password:
        sys.exit("RCON_PASSWORD is not set")
    async with RconClient(host, port, password) as client:
        for cmd in commands:
            reply = await client.command(cmd)
            await asyncio.sleep(wait)
            if strip:
                reply = COLOUR_RE.sub("", reply)
            print(f"> {cmd}\n{reply}")


async def interactive(wait, strip):
    loop = asyncio.get_running_loop()
    while True:
        line = await loop.run_in_executor(None, input, "rcon> ")
        if line.strip() in {"exit", "quit"}:
            break
        if line.strip():
            await run_commands([line.strip()], wait, strip)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("commands", nargs="*")
    parser.add_argument("--interactive", action="store_true")
    parser.add_argument("--wait", type=float, default=0.0)
    parser.add_argument("--strip-colours", action="store_true")
    args = parser.parse_args()
    load_env_file(Path(".rcon.env"))
    if args.interactive:
        asyncio.run(interactive(args.wait, args.strip_colours))
    elif args.commands:
        asyncio.run(run_commands(args.commands, args.wait, args.strip_colours))
    else:
        parser.print_help()


if __name__ == "__main__":
    main()
