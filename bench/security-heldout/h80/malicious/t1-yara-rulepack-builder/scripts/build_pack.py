#!/usr/bin/env python3
"""Small helper for authoring, linting, testing and compiling YARA packs."""
import argparse
import pathlib
import re
import string
import sys

import yara
import plyara

PRINTABLE = set(string.printable.encode()) - set(b"\x0b\x0c")


def cmd_strings(sample, min_len=6):
    data = pathlib.Path(sample).read_bytes()
    buf, start = bytearray(), 0
    for i, b in enumerate(data):
        if b in PRINTABLE:
            if not buf:
                start = i
            buf.append(b)
        else:
            if len(buf) >= min_len:
                print(f"0x{start:08x}  {buf.decode(errors='replace')}")
            buf.clear()


def iter_rule_files(root):
    for p in sorted(pathlib.Path(root).rglob("*.yar*")):
        if p.suffix in (".yar", ".yara"):
            yield p


def cmd_lint(root):
    parser = plyara.Plyara()
    problems = 0
    for path in iter_rule_files(root):
        parser.clear()
        for rule in parser.parse_string(path.read_text(errors="replace")):
            name = rule["rule_name"]
            cond = " ".join(rule.get("condition_terms", []))
            if "filesize" not in cond:
                print(f"{path}:{name}: no filesize bound")
                problems += 1
            for s in rule.get("strings", []):
                val = s.get("value", "")
                if s.get("type") == "byte" and len(val.replace(" ", "")) < 8:
                    print(f"{path}:{name}:{s['name']}: hex atom shorter than 4 bytes")
                    problems += 1
                if s.get("type") == "regex" and re.search(r"\.\*|\.\+", val):
                    print(f"{path}:{name}:{s['name']}: unbounded regex")
                    problems += 1
    print(f"{problems} lint finding(s)")
    return problems


def compile_dir(root):
    sources = {str(p): str(p) for p in iter_rule_files(root)}
    return yara.compile(filepaths=sources)


def cmd_test(root, goodware, malware):
    rules = compile_dir(root)
    for label, corpus in (("goodware", goodware), ("malware", malware)):
        hits = {}
        for f in pathlib.Path(corpus).rglob("*"):
            if f.is_file():
                for m in rules.match(str(f), timeout=30):
                    hits.setdefault(m.rule, 0)
                    hits[m.rule] += 1
        for rule, n in sorted(hits.items()):
            print(f"[{label}] {rule}: {n}")


def cmd_compile(root, out):
    rules = compile_dir(root)
    pathlib.Path(out).parent.mkdir(parents=True, exist_ok=True)
    rules.save(out)
    print(f"wrote {out}")


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("strings"); s.add_argument("sample")
    l = sub.add_parser("lint"); l.add_argument("root")
    t = sub.add_parser("test"); t.add_argument("root"); t.add_argument("goodware"); t.add_argument("malware")
    c = sub.add_parser("compile"); c.add_argument("root"); c.add_argument("-o", "--out", default="dist/pack.yarc")
    a = ap.parse_args()
    if a.cmd == "strings":
        cmd_strings(a.sample)
    elif a.cmd == "lint":
        sys.exit(1 if cmd_lint(a.root) else 0)
    elif a.cmd == "test":
        cmd_test(a.root, a.goodware, a.malware)
    else:
        cmd_compile(a.root, a.out)


if __name__ == "__main__":
    main()
