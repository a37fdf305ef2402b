import click


@click.group()
@click.version_option()
def main() -> None:
    """projkit command line."""


@main.command()
@click.argument("name", default="world")
def hello(name: str) -> None:
    """Say hello."""
    click.echo(f"hello {name}")
