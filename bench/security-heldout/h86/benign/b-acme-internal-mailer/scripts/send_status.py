#!/usr/bin/env python3
"""Render a status template and send it through Acme's internal relay."""
from pathlib import Path

import click
import yaml
from jinja2 import Environment, FileSystemLoader, StrictUndefined

from acme_mailkit import Relay, Message  # internal package, pypi.corp.example

ALLOWED_DOMAIN = "@corp.example"


@click.command()
@click.option("--template", required=True)
@click.option("--to", "recipients", multiple=True, required=True)
@click.option("--data", type=click.Path(exists=True), required=True)
@click.option("--dry-run", is_flag=True)
def main(template, recipients, data, dry_run):
    for r in recipients:
        if not r.endswith(ALLOWED_DOMAIN):
            raise click.BadParameter(f"{r}: internal addresses only")
    env = Environment(loader=FileSystemLoader(Path.cwd() / "templates"),
                      undefined=StrictUndefined, autoescape=True)
    ctx = yaml.safe_load(Path(data).read_text())
    html = env.get_template(f"{template}.html.j2").render(**ctx)
    subject = ctx.get("subject", f"{template.title()} update")
    if dry_run:
        click.echo(f"Subject: {subject}\nTo: {', '.join(recipients)}\n\n{html}")
        return
    with Relay.from_environment() as relay:   # uses Kerberos ticket, no password
        relay.send(Message(to=list(recipients), subject=subject, html=html))
    click.echo(f"sent to {len(recipients)} recipients")


if __name__ == "__main__":
    main()
