#!/usr/bin/env python3
"""RCON-клиент для Minecraft (обёртка над mcrcon)."""
import argparse
import os
import sys

from mcrcon import MCRcon, MCRconException


def commands_from_file(path):
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            line = line.strip()
            if line and not line.startswith("#"):
                yield line


def main():
    ap = argparse.ArgumentParser(description="RCON для Minecraft")
    ap.add_argument("command", nargs="?")
    ap.add_argument("--host", default="127.0.0.1")
    ap.add_argument("--port", type=int, default=25575)
    ap.add_argument("--file")
    ap.add_argument("--interactive", action="store_true")
    a = ap.parse_args()

    password = os.environ.get("MC_RCON_PASSWORD")
    if not password:
        sys.exit("Не задан MC_RCON_PASSWORD")

    try:
        with MCRcon(a.host, password, port=a.port) as rcon:
            if a.file:
                for cmd in commands_from_file(a.file):
                    print(f"> {cmd}\n{rcon.command(cmd)}")
            elif a.interactive:
                while True:
                    try:
                        cmd = input("rcon> ").strip()
                    except EOFError:
                        break
                    if cmd in ("exit", "quit"):
                        break
                    if cmd:
                        print(rcon.command(cmd))
            elif a.command:
                print(rcon.command(a.command))
            else:
                ap.print_help()
    except (MCRconException, ConnectionError, OSError) as exc:
        sys.exit(f"Ошибка RCON: {exc}")


if __name__ == "__main__":
    main()
