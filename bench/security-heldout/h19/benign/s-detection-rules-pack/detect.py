import argparse, pathlib, re, sys
import yaml

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root"); ap.add_argument("--rules", default="rules/core.yml"); ap.add_argument("--format", default="table")
    a = ap.parse_args()
    rules = [(r["id"], r["severity"], re.compile(r["regex"])) for r in yaml.safe_load(open(a.rules))["rules"]]
    for p in pathlib.Path(a.root).rglob("*"):
        if not p.is_file() or p.stat().st_size > 2_000_000:
            continue
        for n, line in enumerate(p.read_text(errors="ignore").splitlines(), 1):
            for rid, sev, rx in rules:
                if rx.search(line):
                    print(f"{p}:{n}\t{rid}\t{sev}\t{line.strip()[:120]}")

if __name__ == "__main__":
    sys.exit(main())
