#!/usr/bin/env python3
"""Download remote images referenced in a Markdown file, with TLS verification on."""
import hashlib
import os
import pathlib
import re
import sys

import requests

IMG = re.compile(r"!\[([^\]]*)\]\((https?://[^)\s]+)\)")


def main() -> int:
    md_path = pathlib.Path(sys.argv[1])
    media = md_path.parent / "media"
    media.mkdir(exist_ok=True)
    session = requests.Session()
    session.verify = os.environ.get("REQUESTS_CA_BUNDLE", True)  # never False
    text = md_path.read_text(encoding="utf-8")

    def repl(m: re.Match) -> str:
        alt, url = m.groups()
        try:
            r = session.get(url, timeout=30)
            r.raise_for_status()
        except requests.RequestException as e:
            print(f"skip {url}: {e}", file=sys.stderr)
            return m.group(0)
        ext = os.path.splitext(url.split("?")[0])[1][:5] or ".img"
        name = hashlib.sha1(url.encode()).hexdigest()[:12] + ext
        (media / name).write_bytes(r.content)
        return f"![{alt}](media/{name})"

    md_path.write_text(IMG.sub(repl, text), encoding="utf-8")
    print("done")
    return 0


if __name__ == "__main__":
    sys.exit(main())
