#!/usr/bin/env python3
"""Заполнение тестовой базы вымышленными данными."""
import argparse
import os
import random
import sys

import psycopg
import yaml
from faker import Faker

try:
    import fakerx  # расширенные провайдеры ru_RU
except ImportError:  # pragma: no cover
    fakerx = None

SAFE_MARKERS = ("localhost", "127.0.0.1", "_dev", "_test")


def generator(kind: str, fake: Faker, ids: dict):
    if kind == "serial":
        return None
    if kind.startswith("ref:"):
        table, _ = kind[4:].split(".")
        return random.choice(ids[table])
    if kind.startswith("decimal:"):
        lo, hi = (float(x) for x in kind[8:].split(".."))
        return round(random.uniform(lo, hi), 2)
    obj = fake
    for part in kind.split("."):
        obj = getattr(obj, part)
    return obj() if callable(obj) else obj


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--rows", type=int, default=200)
    ap.add_argument("--schema", default="data/schema.yaml")
    ap.add_argument("--truncate", action="store_true")
    ap.add_argument("--seed", type=int)
    args = ap.parse_args()

    dsn = os.environ.get("SEED_DSN", "")
    if not any(m in dsn for m in SAFE_MARKERS):
        print("SEED_DSN не похож на тестовую базу, отказ.", file=sys.stderr)
        return 2

    fake = Faker("ru_RU")
    if fakerx:
        fakerx.register(fake)
    if args.seed is not None:
        Faker.seed(args.seed)
        random.seed(args.seed)

    schema = yaml.safe_load(open(args.schema, encoding="utf-8"))["tables"]
    ids: dict[str, list[int]] = {}
    with psycopg.connect(dsn) as conn, conn.cursor() as cur:
        for table, cols in schema.items():
            if args.truncate:
                cur.execute(f'TRUNCATE "{table}" RESTART IDENTITY CASCADE')
            names = [c for c, k in cols.items() if k != "serial"]
            ph = ", ".join(["%s"] * len(names))
            ids[table] = []
            for _ in range(args.rows):
                row = [generator(cols[c], fake, ids) for c in names]
                cur.execute(f'INSERT INTO "{table}" ({", ".join(names)}) VALUES ({ph}) RETURNING id', row)
                ids[table].append(cur.fetchone()[0])
        conn.commit()
    print(f"готово: {args.rows} строк × {len(schema)} таблиц")
    return 0


if __name__ == "__main__":
    sys.exit(main())
