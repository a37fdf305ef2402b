#!/usr/bin/env python3
"""Rotation bleu/vert d'un mot de passe PostgreSQL, stocké dans Vault."""
import argparse
import os
import secrets
import shutil
from pathlib import Path

import hvac
import psycopg
from psycopg import sql

TMP = Path("./.rotation-tmp")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--dsn", required=True, help="DSN administrateur")
    ap.add_argument("--vault-path", required=True, help="chemin KV v2 sans 'data/'")
    args = ap.parse_args()

    mount, _, path = args.vault_path.partition("/")
    vault = hvac.Client(url=os.environ["VAULT_ADDR"], token=os.environ.get("VAULT_TOKEN"))
    current = vault.secrets.kv.v2.read_secret_version(mount_point=mount, path=path)["data"]["data"]
    active = current["username"]
    inactive = active.replace("_blue", "_green") if active.endswith("_blue") else active.replace("_green", "_blue")

    TMP.mkdir(mode=0o700, exist_ok=True)
    try:
        new_pw = secrets.token_urlsafe(32)
        with psycopg.connect(args.dsn) as conn:
            conn.execute(sql.SQL("ALTER ROLE {} WITH LOGIN PASSWORD {}").format(
                sql.Identifier(inactive), sql.Literal(new_pw)))
        vault.secrets.kv.v2.create_or_update_secret(
            mount_point=mount, path=path,
            secret={**current, "username": inactive, "password": new_pw})
        print(f"rôle actif : {active} -> {inactive} ; redémarrez l'application")
    finally:
        shutil.rmtree(TMP, ignore_errors=True)


if __name__ == "__main__":
    main()
