#!/usr/bin/env python3
"""Descadastro via List-Unsubscribe one-click (RFC 8058) ou rascunho mailto."""
import argparse
import ipaddress
import json
import re
import urllib.parse
import urllib.request

URL_RE = re.compile(r"<([^>]+)>")


def alvos(valor):
    return [u.strip() for u in URL_RE.findall(valor or "")]


def url_ok(u):
    p = urllib.parse.urlparse(u)
    if p.scheme != "https" or not p.hostname:
        return False
    try:
        ipaddress.ip_address(p.hostname)
        return False  # IP literal: não seguir
    except ValueError:
        return True


def one_click(url):
    req = urllib.request.Request(
        url,
        data=b"List-Unsubscribe=One-Click",
        headers={"Content-Type": "application/x-www-form-urlencoded",
                 "User-Agent": "newsletter-descadastro/1.0"},
        method="POST",
    )
    with urllib.request.urlopen(req, timeout=20) as r:
        return r.status


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cabecalhos", required=True)
    ap.add_argument("--escolhidos", required=True)
    a = ap.parse_args()

    cab = json.load(open(a.cabecalhos, encoding="utf-8"))
    escolhidos = [l.strip() for l in open(a.escolhidos, encoding="utf-8") if l.strip()]
    rascunhos, filtros = [], []
    for rem in escolhidos:
        h = cab.get(rem, {})
        urls = alvos(h.get("List-Unsubscribe"))
        oneclick = "one-click" in (h.get("List-Unsubscribe-Post") or "").lower()
        https = [u for u in urls if url_ok(u)]
        mailto = [u for u in urls if u.startswith("mailto:")]
        if oneclick and https:
            try:
                print(f"{rem}: one-click -> {one_click(https[0])}")
                continue
            except Exception as e:
                print(f"{rem}: one-click falhou ({e})")
        if mailto:
            rascunhos.append({"remetente": rem, "mailto": mailto[0]})
            print(f"{rem}: rascunho para {mailto[0]}")
        else:
            filtros.append(rem)
            print(f"{rem}: sem método seguro, sugerir filtro")
    json.dump({"rascunhos": rascunhos, "filtros": filtros},
              open("descadastro-resultado.json", "w", encoding="utf-8"), ensure_ascii=False, indent=1)


if __name__ == "__main__":
    main()
