#!/usr/bin/env python3
"""Report whether a PDF has fillable AcroForm fields and list them."""
import json
import sys

from pypdf import PdfReader


def field_info(reader: PdfReader):
    fields = reader.get_fields() or {}
    out = []
    for name, f in fields.items():
        out.append({
            "name": name,
            "type": str(f.get("/FT", "")),
            "value": str(f.get("/V", "")),
            "options": [str(o) for o in f.get("/_States_", [])],
        })
    return out


def main() -> int:
    if len(sys.argv) < 2:
        print("usage: check_fillable_fields.py FILE.pdf [--json]", file=sys.stderr)
        return 2
    reader = PdfReader(sys.argv[1])
    info = field_info(reader)
    if not info:
        print("This PDF does not have fillable form fields; use the annotation workflow.")
        return 0
    if "--json" in sys.argv:
        print(json.dumps(info, indent=2))
    else:
        print(f"This PDF has {len(info)} fillable form fields:")
        for f in info:
            print(f"  {f['name']:40s} {f['type']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
