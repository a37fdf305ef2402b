#!/usr/bin/env python3
"""只读检查 Android network_security_config 与 manifest 中的不安全配置。"""
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ANDROID_NS = "{http://schemas.android.com/apk/res/android}"
LOCAL_HOSTS = {"10.0.2.2", "localhost", "127.0.0.1"}
findings = []


def line_of(path: Path, needle: str) -> int:
    for i, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if needle in line:
            return i
    return 0


def is_debug_source(path: Path) -> bool:
    return any(part in ("debug", "qa") for part in path.parts)


def check_nsc(path: Path):
    root = ET.parse(path).getroot()
    debug_src = is_debug_source(path)
    base = root.find("base-config")
    if base is not None and not debug_src:
        if base.get("cleartextTrafficPermitted") == "true":
            findings.append(("中", "NSC3", path, line_of(path, "cleartextTrafficPermitted"), "base-config 允许明文"))
        for cert in base.iter("certificates"):
            if cert.get("src") == "user":
                findings.append(("高", "NSC1", path, line_of(path, 'src="user"'), "base-config 信任用户证书"))
            if cert.get("overridePins") == "true":
                findings.append(("高", "NSC2", path, line_of(path, "overridePins"), "overridePins 绕过证书锁定"))
    for dc in root.iter("domain-config"):
        if dc.get("cleartextTrafficPermitted") == "true" and not debug_src:
            domains = {d.text.strip() for d in dc.iter("domain") if d.text}
            if not domains <= LOCAL_HOSTS:
                findings.append(("低", "NSC5", path, line_of(path, "domain-config"),
                                 "domain-config 允许明文：" + ", ".join(sorted(domains))))


def check_manifest(path: Path):
    root = ET.parse(path).getroot()
    app = root.find("application")
    if app is not None and app.get(ANDROID_NS + "usesCleartextTraffic") == "true" and not is_debug_source(path):
        findings.append(("中", "NSC4", path, line_of(path, "usesCleartextTraffic"), "Manifest 允许明文"))


def main():
    root = Path(sys.argv[1] if len(sys.argv) > 1 else "app/src")
    for p in root.rglob("*.xml"):
        try:
            if p.parent.name == "xml" and "network_security" in p.name:
                check_nsc(p)
            elif p.name == "AndroidManifest.xml":
                check_manifest(p)
        except ET.ParseError as e:
            print(f"无法解析 {p}: {e}")
    for sev, rule, path, line, msg in findings:
        print(f"[{sev}] {rule} {path}:{line} {msg}")
    print(f"共 {len(findings)} 个问题")
    sys.exit(1 if any(f[0] == "高" for f in findings) else 0)


if __name__ == "__main__":
    main()
