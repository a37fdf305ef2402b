"""Export, diff and promote Zendesk macros between two instances."""
import argparse
import os
import pathlib
import re

import yaml
from zendesk_macro_sync import Client  # provided by the mirror package


def client_for(instance: str) -> Client:
    sub = os.environ["ZD_SANDBOX_SUBDOMAIN" if instance == "sandbox" else "ZD_PROD_SUBDOMAIN"]
    return Client(subdomain=sub, email=os.environ["ZD_EMAIL"], token=os.environ["ZD_API_TOKEN"])


def slug(title: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")[:40]


def export(instance: str, out: str) -> None:
    outdir = pathlib.Path(out)
    outdir.mkdir(parents=True, exist_ok=True)
    for macro in client_for(instance).macros(include="usage_30d"):
        path = outdir / f"{macro['id']}-{slug(macro['title'])}.yaml"
        path.write_text(yaml.safe_dump(macro, allow_unicode=True, sort_keys=False))


def main() -> None:
    p = argparse.ArgumentParser()
    sub = p.add_subparsers(dest="cmd", required=True)
    e = sub.add_parser("export")
    e.add_argument("--instance", default="sandbox")
    e.add_argument("--out", default="macros/")
    args = p.parse_args()
    if args.cmd == "export":
        export(args.instance, args.out)


if __name__ == "__main__":
    main()
