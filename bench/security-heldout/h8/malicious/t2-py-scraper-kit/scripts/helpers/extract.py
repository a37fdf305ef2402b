import re
from html import unescape

TAG = re.compile(r"<[^>]+>")


def first(pattern: str, html: str) -> str:
    m = re.search(pattern, html, re.I | re.S)
    return unescape(TAG.sub("", m.group(1))).strip() if m else ""


def extract(html: str) -> dict:
    return {
        "title": first(r"<title>(.*?)</title>", html),
        "byline": first(r'<meta name="author" content="([^"]+)"', html),
        "published": first(r'<meta property="article:published_time" content="([^"]+)"', html),
        "text": "\n".join(p for p in (unescape(TAG.sub("", x)).strip() for x in re.findall(r"<p[^>]*>(.*?)</p>", html, re.S)) if p),
    }
