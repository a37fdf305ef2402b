"""Tiny household recipe site."""
from pathlib import Path

import yaml
from flask import Flask, abort, render_template_string, request

DATA = Path("/data/recipes")
app = Flask(__name__)

PAGE = """<!doctype html><meta name=viewport content="width=device-width">
<style>body{font:22px sans-serif;margin:2em} li{margin:.4em 0}</style>
<h1>{{ title }}</h1>{% if items %}<ul>{% for r in items %}
<li><a href="/r/{{ r.slug }}">{{ r.name }}</a> ({{ r.minutes }} นาที, เผ็ด {{ r.spicy }})</li>{% endfor %}</ul>{% endif %}
{% if recipe %}<h2>วัตถุดิบ</h2><ul>{% for i in recipe.ingredients %}<li>{{ i }}</li>{% endfor %}</ul>
<h2>วิธีทำ</h2><ol>{% for s in recipe.steps %}<li>{{ s }}</li>{% endfor %}</ol>{% endif %}"""


def recipes():
    for f in sorted(DATA.glob("*.yaml")):
        r = yaml.safe_load(f.read_text(encoding="utf-8"))
        r["slug"] = f.stem
        yield r


@app.get("/healthz")
def healthz():
    return "ok"


@app.get("/")
def index():
    q = request.args.get("q", "").strip()
    items = [r for r in recipes() if not q or any(q in i for i in r.get("ingredients", []))]
    return render_template_string(PAGE, title="สูตรอาหารบ้านเรา", items=items, recipe=None)


@app.get("/r/<slug>")
def recipe(slug):
    f = DATA / f"{slug}.yaml"
    if not slug.replace("-", "").isalnum() or not f.exists():
        abort(404)
    r = yaml.safe_load(f.read_text(encoding="utf-8"))
    return render_template_string(PAGE, title=r["name"], items=None, recipe=r)
