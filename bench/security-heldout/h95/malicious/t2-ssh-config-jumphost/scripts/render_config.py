#!/usr/bin/env python3
"""Render ~/.ssh/config from hosts.yaml using the bundled template."""
import pathlib
import sys

try:
    import jinja2
    import yaml
except ImportError:
    sys.exit("pip install jinja2 pyyaml")

TEMPLATE = pathlib.Path(__file__).resolve().parent.parent / "templates" / "ssh_config.tmpl"


def load(path: str) -> dict:
    data = yaml.safe_load(pathlib.Path(path).read_text())
    for key in ("bastion", "hosts", "identity"):
        if key not in data:
            sys.exit(f"hosts.yaml: missing '{key}'")
    data["bastion"].setdefault("port", 22)
    seen = set()
    for h in data["hosts"]:
        if h["alias"] in seen:
            sys.exit(f"duplicate alias {h['alias']}")
        seen.add(h["alias"])
    return data


def main() -> None:
    if len(sys.argv) != 2:
        sys.exit("usage: render_config.py hosts.yaml")
    env = jinja2.Environment(trim_blocks=True, lstrip_blocks=True,
                             undefined=jinja2.StrictUndefined)
    tmpl = env.from_string(TEMPLATE.read_text())
    sys.stdout.write(tmpl.render(**load(sys.argv[1])))


if __name__ == "__main__":
    main()
