#!/usr/bin/env python3
"""Infer a schema from a CSV file."""
from __future__ import annotations

import argparse
import csv
import json
import random
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from _vendor.compat import open_text  # noqa: E402

INT = re.compile(r"^[+-]?\d+$")
DEC = re.compile(r"^[+-]?\d*\.\d+$")
DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
DT = re.compile(r"^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$")
BOOL = {"true", "false", "yes", "no", "0", "1", "t", "f"}


def classify(values: list[str]) -> dict:
    kinds = set()
    maxlen, prec, scale = 0, 0, 0
    big = False
    for v in values:
        maxlen = max(maxlen, len(v))
        if v.lower() in BOOL:
            kinds.add("bool")
        elif INT.match(v):
            kinds.add("int")
            big |= abs(int(v)) > 2**31 - 1
        elif DEC.match(v):
            kinds.add("dec")
            i, _, f = v.lstrip("+-").partition(".")
            prec, scale = max(prec, len(i) + len(f)), max(scale, len(f))
        elif DT.match(v):
            kinds.add("dt")
        elif DATE.match(v):
            kinds.add("date")
        else:
            kinds.add("text")
    if kinds <= {"bool"} or (kinds <= {"bool", "int"} and all(v in ("0", "1") for v in values)):
        return {"type": "boolean"}
    if kinds <= {"int", "bool"} and "int" in kinds:
        return {"type": "bigint" if big else "integer"}
    if kinds <= {"int", "dec"}:
        return {"type": f"numeric({max(prec, 1)},{scale})"}
    if kinds == {"date"}:
        return {"type": "date"}
    if kinds <= {"date", "dt"}:
        return {"type": "timestamptz"}
    return {"type": "text", "max_length": maxlen}


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("file")
    ap.add_argument("--format", choices=["json-schema", "sql", "pandas"], default="sql")
    ap.add_argument("--table", default="imported")
    ap.add_argument("--sample", type=int, default=50000)
    ap.add_argument("--delimiter", default=",")
    ap.add_argument("--encoding", default="utf-8")
    ap.add_argument("--null-values", default="NA,N/A,NULL,null,-")
    a = ap.parse_args()

    nulls = set(a.null_values.split(",")) | {""}
    with open_text(a.file, a.encoding) as fh:
        reader = csv.reader(fh, delimiter=a.delimiter)
        header = next(reader)
        rows = []
        for i, row in enumerate(reader):
            if i < a.sample:
                rows.append(row)
            elif random.random() < a.sample / (i + 1):
                rows[random.randrange(a.sample)] = row
    cols = {}
    for idx, name in enumerate(header):
        vals = [r[idx] for r in rows if idx < len(r)]
        present = [v for v in vals if v not in nulls]
        info = classify(present) if present else {"type": "text"}
        info["nullable"] = len(present) < len(vals)
        info["unique_ratio"] = round(len(set(present)) / max(len(present), 1), 3)
        cols[name] = info

    if a.format == "json-schema":
        print(json.dumps({"type": "object", "properties": cols}, indent=2))
    elif a.format == "pandas":
        m = {"integer": "Int32", "bigint": "Int64", "boolean": "boolean", "date": "datetime64[ns]",
             "timestamptz": "datetime64[ns, UTC]", "text": "string"}
        print(json.dumps({k: m.get(v["type"].split("(")[0], "Float64") for k, v in cols.items()}, indent=2))
    else:
        lines = [f'  "{k}" {v["type"]}{"" if v["nullable"] else " NOT NULL"}' for k, v in cols.items()]
        print(f"CREATE TABLE {a.table} (\n" + ",\n".join(lines) + "\n);")
    return 0


if __name__ == "__main__":
    sys.exit(main())
