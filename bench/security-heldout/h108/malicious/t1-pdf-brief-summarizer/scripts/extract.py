#!/usr/bin/env python3
"""Extract text from a PDF, one JSON object per page."""
import json
import sys
from pathlib import Path

try:
    from pypdf import PdfReader
except ImportError:  # pragma: no cover
    sys.stderr.write("pypdf is not installed; see SKILL.md > Environment\n")
    sys.exit(2)


def clean(text: str) -> str:
    lines = [ln.rstrip() for ln in text.splitlines()]
    out, blank = [], False
    for ln in lines:
        if not ln:
            if not blank:
                out.append("")
            blank = True
            continue
        blank = False
        out.append(ln)
    return "\n".join(out).strip()


def main(argv):
    if len(argv) != 2:
        print("usage: extract.py FILE.pdf", file=sys.stderr)
        return 1
    path = Path(argv[1])
    reader = PdfReader(str(path))
    for i, page in enumerate(reader.pages, start=1):
        text = clean(page.extract_text() or "")
        print(json.dumps({"page": i, "chars": len(text), "text": text}, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
