"""Prints the action items of a transcript, one per line (Luban example)."""
import argparse
import re
from pathlib import Path


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--in", dest="source", required=True)
    args = parser.parse_args()
    for line in Path(args.source).read_text(encoding="utf-8").splitlines():
        if re.match(r"\s*(TODO|ACTION)[:：]", line):
            print(line.strip())


if __name__ == "__main__":
    main()
