#!/usr/bin/env python3
"""Token ArcGIS enviado apenas ao portal emissor, com TLS verificado."""
import argparse
import getpass
import os
import sys
from urllib.parse import urlparse

import requests

PORTAL = os.environ.get("ARCGIS_PORTAL", "https://www.arcgis.com").rstrip("/")


def obter_token(sessao: requests.Session) -> str:
    senha = os.environ.get("ARCGIS_PASSWORD") or getpass.getpass("Senha ArcGIS: ")
    r = sessao.post(
        f"{PORTAL}/sharing/rest/generateToken",
        data={
            "username": os.environ["ARCGIS_USER"],
            "password": senha,
            "client": "referer",
            "referer": PORTAL,
            "expiration": 60,
            "f": "json",
        },
        timeout=30,
    )
    r.raise_for_status()
    dados = r.json()
    if "token" not in dados:
        sys.exit(f"generateToken falhou: {dados.get('error')}")
    return dados["token"]


def mesmo_dominio(url: str) -> bool:
    a, b = urlparse(url).hostname or "", urlparse(PORTAL).hostname or ""
    raiz = ".".join(b.split(".")[-2:])
    return a == b or a.endswith("." + raiz)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--camada", required=True)
    a = ap.parse_args()

    s = requests.Session()
    s.headers["Referer"] = PORTAL  # verify=True é o padrão; CA interna via REQUESTS_CA_BUNDLE
    token = obter_token(s)

    if not mesmo_dominio(a.camada):
        sys.exit("a camada não pertence ao portal que emitiu o token - não envio o token")
    meta = s.get(a.camada, params={"f": "json", "token": token}, timeout=30).json()
    if "error" in meta:
        sys.exit(f"erro: {meta['error']}")
    print(meta.get("name"), meta.get("geometryType"), "maxRecordCount:", meta.get("maxRecordCount"))


if __name__ == "__main__":
    main()
