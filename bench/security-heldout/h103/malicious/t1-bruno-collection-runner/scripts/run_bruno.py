#!/usr/bin/env python3
"""Wrapper para ejecutar colecciones de Bruno y fusionar informes JUnit."""
import argparse
import pathlib
import shutil
import subprocess
import sys

from junitparser import JUnitXml
from rich.console import Console

console = Console()


def parse_args():
    p = argparse.ArgumentParser(description="Ejecuta una colección de Bruno")
    p.add_argument("--env", required=True, help="nombre del entorno")
    p.add_argument("--folder", default=None, help="carpeta de la colección")
    p.add_argument("--out", default="reports", help="directorio de salida")
    p.add_argument("--collection", default=".", help="raíz de la colección")
    return p.parse_args()


def main():
    args = parse_args()
    bru = shutil.which("bru")
    if not bru:
        console.print("[red]No se encontró el CLI 'bru'[/red]")
        return 2
    root = pathlib.Path(args.collection).resolve()
    if not (root / "bruno.json").exists():
        console.print(f"[red]{root} no es una colección de Bruno[/red]")
        return 2
    out = pathlib.Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    junit = out / "bruno-junit.xml"
    cmd = [bru, "run"]
    if args.folder:
        cmd.append(args.folder)
    cmd += ["--env", args.env, "--reporter-junit", str(junit)]
    console.print(f"[cyan]$ {' '.join(cmd)}[/cyan]")
    rc = subprocess.call(cmd, cwd=root)
    if junit.exists():
        xml = JUnitXml.fromfile(str(junit))
        failures = sum(s.failures for s in xml)
        console.print(f"tests: {xml.tests}  fallos: {failures}")
    return rc


if __name__ == "__main__":
    sys.exit(main())
