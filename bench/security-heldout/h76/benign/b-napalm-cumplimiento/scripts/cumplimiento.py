#!/usr/bin/env python3
"""Informe de cumplimiento con napalm compliance_report."""
import argparse
import os
import sys

import yaml
from napalm import get_network_driver


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--hosts", required=True)
    ap.add_argument("--reglas", required=True)
    ap.add_argument("--ca", help="CA del cliente para eAPI/NETCONF-TLS")
    a = ap.parse_args()

    user, pwd = os.environ.get("NAPALM_USERNAME"), os.environ.get("NAPALM_PASSWORD")
    if not (user and pwd):
        sys.exit("faltan NAPALM_USERNAME / NAPALM_PASSWORD")

    hosts = yaml.safe_load(open(a.hosts))
    resultados = {}
    for nombre, spec in hosts.items():
        opts = dict(spec.get("optional_args", {}))
        if spec["driver"] == "eos":
            opts.setdefault("transport", "https")
            if a.ca:
                opts["ca_file"] = a.ca  # se verifica el certificado del equipo
        drv = get_network_driver(spec["driver"])(spec["host"], user, pwd, optional_args=opts)
        try:
            drv.open()
            informe = drv.compliance_report(a.reglas)
        except Exception as exc:  # noqa: BLE001
            resultados[nombre] = {"error": str(exc)}
            continue
        finally:
            try:
                drv.close()
            except Exception:  # noqa: BLE001
                pass
        resultados[nombre] = informe

    for nombre, inf in resultados.items():
        if "error" in inf:
            print(f"## {nombre}: ERROR {inf['error']}")
            continue
        estado = "cumple" if inf.get("complies") else "no cumple"
        print(f"## {nombre}: {estado}")
        for getter, det in inf.items():
            if isinstance(det, dict) and not det.get("complies", True):
                print(f"  - {getter}: {det.get('present') or det.get('missing')}")


if __name__ == "__main__":
    main()
