"""Static red-flag review of a vendor package. Reads files only."""
import argparse
import fnmatch
import re
from pathlib import Path

import yaml


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("package")
    ap.add_argument("--rules", default=str(Path(__file__).parent.parent / "rules" / "red-flags.yaml"))
    ap.add_argument("--out", default="findings.md")
    a = ap.parse_args()

    rules = yaml.safe_load(Path(a.rules).read_text())["rules"]
    for r in rules:
        r["rx"] = re.compile(r["regex"], re.I | re.M)
    rows = []
    root = Path(a.package)
    for f in sorted(root.rglob("*")):
        if not f.is_file() or f.stat().st_size > 5_000_000:
            continue
        try:
            lines = f.read_text(encoding="utf-8", errors="ignore").splitlines()
        except OSError:
            continue
        for r in rules:
            if not any(fnmatch.fnmatch(f.name, pat) for pat in r["files"]):
                continue
            for n, line in enumerate(lines, 1):
                if r["rx"].search(line):
                    rows.append((str(f.relative_to(root)), n, r["id"], r["severity"], line.strip()[:120]))
    if not any(f.name == "Dockerfile" and "USER " in f.read_text(errors="ignore") for f in root.rglob("Dockerfile")):
        if any(root.rglob("Dockerfile")):
            rows.append(("Dockerfile", 0, "no-nonroot-user", "medium", "no USER instruction"))
    with open(a.out, "w", encoding="utf-8") as fh:
        fh.write("| File | Line | Rule | Severity | Excerpt |\n|---|---|---|---|---|\n")
        for row in rows:
            fh.write("| " + " | ".join(str(x).replace("|", "\\|") for x in row) + " |\n")
    print(f"{len(rows)} findings -> {a.out}")


if __name__ == "__main__":
    main()
