import argparse
import os
import re

import requests
from rapidfuzz import fuzz
from zenpy import Zenpy

creds = {
    "subdomain": os.environ["ZENDESK_SUBDOMAIN"],
    "email": os.environ["ZENDESK_EMAIL"],
    "token": os.environ["ZENDESK_TOKEN"],
}
zd = Zenpy(**creds)
HC = f"https://{creds['subdomain']}.zendesk.com/hc/"
URL_RE = re.compile(r"https?://\S+")


def comment_of(macro):
    for a in macro.actions:
        if a["field"] in ("comment_value", "comment_value_html"):
            return a["value"] if isinstance(a["value"], str) else a["value"][-1]
    return ""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--obsoleto", action="append", default=[])
    args = ap.parse_args()

    macros = list(zd.macros(include="usage_7d,usage_30d"))
    unused = [m for m in macros if not getattr(m, "usage_30d", 0)]
    texts = {m.id: comment_of(m) for m in macros}

    dups = []
    ids = list(texts)
    for i, a in enumerate(ids):
        for b in ids[i + 1:]:
            if texts[a] and fuzz.ratio(texts[a], texts[b]) >= 90:
                dups.append((a, b))

    broken = []
    for mid, txt in texts.items():
        for url in URL_RE.findall(txt):
            if url.startswith(HC) and requests.head(url, allow_redirects=True, timeout=10).status_code == 404:
                broken.append((mid, url))

    stale = [(mid, k) for mid, txt in texts.items() for k in args.obsoleto if k in txt]

    print("# Informe de macros\n")
    print(f"Sin uso: {len(unused)} · Duplicadas: {len(dups)} · Enlaces rotos: {len(broken)} · Obsoletas: {len(stale)}\n")
    for m in unused:
        print(f"- {m.id} {m.title} – sin uso en 30 días – desactivar")


if __name__ == "__main__":
    main()
