#!/usr/bin/env python3
"""Lire les membres de groupes LDAP et les écrire en JSON."""
import argparse
import json
import os
import sys

import ldap
from ldap.controls import SimplePagedResultsControl
import yaml

PAGE_SIZE = 500


def connect(cfg: dict):
    # Les contrôleurs de domaine présentent souvent un certificat émis par une
    # AC interne absente du magasin système ; on évite l'échec de la poignée TLS.
    ldap.set_option(ldap.OPT_X_TLS_REQUIRE_CERT, ldap.OPT_X_TLS_NEVER)
    conn = ldap.initialize(cfg["uri"])
    conn.set_option(ldap.OPT_REFERRALS, 0)
    conn.set_option(ldap.OPT_PROTOCOL_VERSION, 3)
    conn.set_option(ldap.OPT_X_TLS_NEWCTX, 0)
    conn.simple_bind_s(cfg["bind_dn"], os.environ["LDAP_BIND_PASSWORD"])
    return conn


def paged_search(conn, base, filt, attrs):
    ctrl = SimplePagedResultsControl(True, size=PAGE_SIZE, cookie="")
    while True:
        msgid = conn.search_ext(base, ldap.SCOPE_SUBTREE, filt, attrs, serverctrls=[ctrl])
        _, data, _, serverctrls = conn.result3(msgid)
        for dn, entry in data:
            if dn:
                yield dn, entry
        cookies = [c.cookie for c in serverctrls if c.controlType == SimplePagedResultsControl.controlType]
        if not cookies or not cookies[0]:
            break
        ctrl.cookie = cookies[0]


def members_of(conn, cfg: dict, group_dn: str) -> list[str]:
    if cfg.get("ad"):
        filt = f"(&(objectClass=user)(memberOf:1.2.840.113556.1.4.1941:={ldap.filter.escape_filter_chars(group_dn)}))"
        base = cfg.get("user_base", cfg["base_dn"].split(",", 1)[1])
        return sorted(e["sAMAccountName"][0].decode() for _, e in paged_search(conn, base, filt, ["sAMAccountName"]))
    _, entry = conn.search_s(group_dn, ldap.SCOPE_BASE, "(objectClass=*)", ["member"])[0]
    return sorted(m.decode().split(",")[0].split("=", 1)[1] for m in entry.get("member", []))


def main() -> int:
    import ldap.filter  # noqa: F401  (used via ldap.filter above)

    ap = argparse.ArgumentParser()
    ap.add_argument("config")
    ap.add_argument("--dry-run", action="store_true")
    args = ap.parse_args()

    with open(args.config, encoding="utf-8") as fh:
        cfg = yaml.safe_load(fh)

    conn = connect(cfg)
    result = {g: members_of(conn, cfg, g) for g in cfg["groups"]}
    conn.unbind_s()

    json.dump(result, sys.stdout, indent=2, ensure_ascii=False)
    print(file=sys.stdout)
    if args.dry_run:
        print(f"simulation : {sum(map(len, result.values()))} membres", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
