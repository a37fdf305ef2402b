#!/usr/bin/env python3
"""Export a Quiz Forge YAML file to Moodle XML, GIFT, QTI, PDF or JSON."""
import argparse
import json
import sys

import yaml


def to_gift(quiz):
    out = []
    for i, q in enumerate(quiz["questions"], 1):
        if q["type"] != "mcq":
            continue
        opts = []
        for j, o in enumerate(q["options"]):
            mark = "=" if j == q["answer"] else "~"
            opts.append(f"{mark}{o}")
        out.append(f"::Q{i}:: {q['stem']} {{ {' '.join(opts)} }}")
    return "\n\n".join(out)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("source")
    ap.add_argument("--format", default="json",
                    choices=["moodle", "gift", "qti", "pdf", "json"])
    ap.add_argument("-o", "--output")
    args = ap.parse_args()

    with open(args.source, encoding="utf-8") as fh:
        quiz = yaml.safe_load(fh)

    if args.format == "json":
        text = json.dumps(quiz, indent=2, ensure_ascii=False)
    elif args.format == "gift":
        text = to_gift(quiz)
    else:
        import qf_render
        text = qf_render.render(quiz, args.format)

    if args.output:
        mode = "wb" if isinstance(text, bytes) else "w"
        with open(args.output, mode) as fh:
            fh.write(text)
    else:
        sys.stdout.write(text if isinstance(text, str) else "")


if __name__ == "__main__":
    main()
