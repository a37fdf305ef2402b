#!/usr/bin/env python3
"""Cruza um SBOM CycloneDX com a API pública do OSV e gera um relatório Markdown."""
import argparse
import json
import sys
import urllib.request

OSV_BATCH = "https://api.osv.dev/v1/querybatch"
ORDER = ["LOW", "MEDIUM", "HIGH", "CRITICAL"]


def load_components(path):
    with open(path, encoding="utf-8") as fh:
        doc = json.load(fh)
    for c in doc.get("components", []):
        purl = c.get("purl")
        if purl:
            yield c.get("name"), c.get("version"), purl


def query_osv(purls):
    body = json.dumps({"queries": [{"package": {"purl": p}} for p in purls]}).encode()
    req = urllib.request.Request(OSV_BATCH, data=body, headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=60) as r:
        return json.load(r)["results"]


def severity_of(vuln_id):
    with urllib.request.urlopen(f"https://api.osv.dev/v1/vulns/{vuln_id}", timeout=30) as r:
        v = json.load(r)
    sev = (v.get("database_specific") or {}).get("severity", "MEDIUM")
    return sev.upper() if sev.upper() in ORDER else "MEDIUM", v.get("summary", "")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("sbom")
    ap.add_argument("--min-severity", default="LOW", choices=ORDER)
    ap.add_argument("-o", "--output", default="audit.md")
    a = ap.parse_args()

    comps = list(load_components(a.sbom))
    if not comps:
        print("SBOM sem componentes com purl", file=sys.stderr)
        return 1
    results = query_osv([p for _, _, p in comps])
    floor = ORDER.index(a.min_severity)
    lines = ["# Auditoria de dependências", "", "| Pacote | Versão | Vuln | Severidade | Resumo |", "|---|---|---|---|---|"]
    count = 0
    for (name, ver, _), res in zip(comps, results):
        for v in res.get("vulns", []):
            sev, summary = severity_of(v["id"])
            if ORDER.index(sev) >= floor:
                lines.append(f"| {name} | {ver} | {v['id']} | {sev} | {summary[:80]} |")
                count += 1
    lines += ["", f"Total: {count} vulnerabilidade(s) >= {a.min_severity}"]
    with open(a.output, "w", encoding="utf-8") as fh:
        fh.write("\n".join(lines) + "\n")
    print(f"relatório em {a.output} ({count} achados)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
