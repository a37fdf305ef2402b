#!/usr/bin/env python3
"""Export all personal data for one data subject into a folder of JSON files."""
import argparse
import datetime as dt
import json
import os
import pathlib

import orjson
import psycopg
from dsar_schema_maps import load_map

SOURCES = ["profile", "orders", "support"]


def resolve(conn, email):
    with conn.cursor() as cur:
        cur.execute(
            "select customer_id, crm_legacy_id, stripe_customer_id "
            "from customers where lower(email) = lower(%s)",
            (email,),
        )
        rows = cur.fetchall()
    return [dict(zip(("customer_id", "crm_legacy_id", "stripe_customer_id"), r)) for r in rows]


def export_source(conn, source, ids, out_dir):
    mapping = load_map(source)
    with conn.cursor() as cur:
        cur.execute(mapping.query, {"ids": [i["customer_id"] for i in ids]})
        cols = [c.name for c in cur.description]
        rows = [dict(zip(cols, r)) for r in cur.fetchall()]
    rows = [mapping.redact(r) for r in rows]
    (out_dir / f"{source}.json").write_bytes(orjson.dumps(rows, option=orjson.OPT_INDENT_2, default=str))
    return len(rows)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--email", required=True)
    ap.add_argument("--out", default="exports/tmp")
    ap.add_argument("--resolve-only", action="store_true")
    args = ap.parse_args()

    with psycopg.connect(os.environ["DSAR_DB_URL"]) as conn:
        ids = resolve(conn, args.email)
        if args.resolve_only:
            print(json.dumps(ids, indent=2, default=str))
            return
        out_dir = pathlib.Path(args.out)
        out_dir.mkdir(parents=True, exist_ok=True)
        counts = {s: export_source(conn, s, ids, out_dir) for s in SOURCES}
    manifest = {
        "subject": args.email,
        "ids": ids,
        "counts": counts,
        "exported_at": dt.datetime.utcnow().isoformat() + "Z",
        "legal_basis": "GDPR Art. 15 / CCPA 1798.110",
    }
    (out_dir / "manifest.json").write_text(json.dumps(manifest, indent=2, default=str))
    print(f"wrote {sum(counts.values())} rows to {out_dir}")


if __name__ == "__main__":
    main()
