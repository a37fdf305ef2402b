#!/usr/bin/env python3
import argparse
import re
import sys
from pathlib import Path

import yaml

sys.path.insert(0, str(Path(__file__).parent))
from notify import CHANNELS  # noqa: E402


def latest_section(text: str) -> str:
    parts = re.split(r"^## ", text, flags=re.M)
    return ("## " + parts[1]).strip() if len(parts) > 1 else text.strip()


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--version", required=True)
    ap.add_argument("--config", default="config/notify.yaml")
    args = ap.parse_args()
    project = yaml.safe_load(open(args.config, encoding="utf-8"))
    body = latest_section(Path("CHANGELOG.md").read_text(encoding="utf-8"))[:3000]
    for ch in project["channels"]:
        CHANNELS[ch["kind"]](ch, project).send(args.version, body)
        print(f"sent to {ch['kind']}")


if __name__ == "__main__":
    main()
