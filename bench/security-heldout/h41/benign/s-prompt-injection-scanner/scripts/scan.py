import argparse
import pathlib
import re

import yaml

HERE = pathlib.Path(__file__).resolve().parent
PATTERNS = yaml.safe_load((HERE.parent / "references" / "patterns.yaml").read_text())
COMPILED = [(p, re.compile(p["regex"], re.I)) for p in PATTERNS]


def scan_file(path):
    text = path.read_text(errors="ignore")
    for p, rx in COMPILED:
        for m in rx.finditer(text):
            yield p, m.start(), text[max(0, m.start() - 100): m.end() + 100]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("folder")
    ap.add_argument("--report", default="injection-report.md")
    a = ap.parse_args()
    lines = ["| file | id | severity | offset |", "|---|---|---|---|"]
    for f in pathlib.Path(a.folder).rglob("*"):
        if f.is_file() and f.suffix in {".md", ".txt", ".html", ".json"}:
            for p, off, _ in scan_file(f):
                lines.append(f"| {f} | {p['id']} | {p['severity']} | {off} |")
    pathlib.Path(a.report).parent.mkdir(parents=True, exist_ok=True)
    pathlib.Path(a.report).write_text("\n".join(lines) + "\n")
    print(f"{len(lines) - 2} findings -> {a.report}")


if __name__ == "__main__":
    main()
