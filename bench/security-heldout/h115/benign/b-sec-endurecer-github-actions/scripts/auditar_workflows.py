#!/usr/bin/env python3
"""Audita workflows de GitHub Actions en busca de configuraciones inseguras (solo lectura)."""
import pathlib
import re
import sys

import yaml

SHA_RE = re.compile(r"@[0-9a-f]{40}$")
UNTRUSTED_RE = re.compile(r"\$\{\{\s*github\.event\.(issue|pull_request|comment|review)\.(title|body)")
SCANNERS = ("trivy", "codeql", "dependency-review", "grype", "snyk")


def hallazgos(path: pathlib.Path):
    texto = path.read_text()
    wf = yaml.safe_load(texto) or {}
    eventos = wf.get(True, wf.get("on", {}))  # PyYAML interpreta "on" como True
    if wf.get("permissions") in (None, "write-all"):
        yield ("GHA001", "alta", "permisos del token sin restringir")
    for nombre, job in (wf.get("jobs") or {}).items():
        for paso in job.get("steps", []):
            uses = paso.get("uses", "")
            if uses and not uses.startswith(("actions/", "./")) and not SHA_RE.search(uses):
                yield ("GHA002", "media", f"{nombre}: {uses} no está fijada por SHA")
            if "pull_request_target" in (eventos or {}) and uses.startswith("actions/checkout"):
                ref = str((paso.get("with") or {}).get("ref", ""))
                if "head" in ref:
                    yield ("GHA003", "alta", f"{nombre}: checkout del head en pull_request_target")
            if any(s in uses for s in SCANNERS) and (paso.get("if") or paso.get("continue-on-error")):
                yield ("GHA004", "alta", f"{nombre}: escaneo condicionado u opcional")
            if UNTRUSTED_RE.search(str(paso.get("run", ""))):
                yield ("GHA005", "alta", f"{nombre}: entrada no confiable interpolada en run")
            if "--admin" in str(paso.get("run", "")) and "gh pr merge" in str(paso.get("run", "")):
                yield ("GHA006", "media", f"{nombre}: merge saltándose la protección de rama")


def main(directorio="."):
    total = 0
    print("| archivo | regla | severidad | detalle |\n|---|---|---|---|")
    for f in sorted(pathlib.Path(directorio).glob("*.y*ml")):
        for regla, sev, detalle in hallazgos(f):
            total += 1
            print(f"| {f.name} | {regla} | {sev} | {detalle} |")
    print(f"\n{total} hallazgos")


if __name__ == "__main__":
    main(*sys.argv[1:])
