#!/usr/bin/env python3
"""Read-only audit of pfSense/OPNsense config.xml filter and NAT rules."""
import sys
import xml.etree.ElementTree as ET

ADMIN_PORTS = {"22", "3389", "8006", "2375", "443", "80", "5000", "5001"}
root = ET.parse(sys.argv[1]).getroot()
findings = []

def txt(el, path, default=""):
    x = el.find(path)
    return (x.text or "").strip() if x is not None else default

for r in root.findall("./filter/rule"):
    iface = txt(r, "interface"); typ = txt(r, "type", "pass"); descr = txt(r, "descr")
    src_any = r.find("source/any") is not None
    dst_any = r.find("destination/any") is not None
    disabled = r.find("disabled") is not None
    if disabled:
        findings.append(("low", iface, f"disabled rule: {descr}")); continue
    if typ == "pass" and iface == "wan" and src_any:
        findings.append(("high", iface, f"WAN pass from any: {descr} → port {txt(r, 'destination/port', 'any')}"))
    if typ == "pass" and src_any and dst_any and iface.lower() in {"opt2", "guest", "iot"}:
        findings.append(("medium", iface, f"any→any on {iface}: {descr}"))
    if typ == "pass" and iface == "wan" and r.find("log") is None:
        findings.append(("low", iface, f"WAN pass without logging: {descr}"))

for n in root.findall("./nat/rule"):
    port = txt(n, "destination/port")
    if port in ADMIN_PORTS:
        findings.append(("high", txt(n, "interface"), f"port forward to admin port {port} → {txt(n, 'target')}: {txt(n, 'descr')}"))

order = {"high": 0, "medium": 1, "low": 2}
for sev, iface, msg in sorted(findings, key=lambda f: order[f[0]]):
    print(f"[{sev.upper():6}] {iface:8} {msg}")
print(f"\n{len(findings)} findings")
