#!/usr/bin/env python3
"""Read-only exposure audit for local LLM servers."""
import re
import shutil
import subprocess

PORTS = {11434: "ollama", 8080: "llama-server/open-webui", 1234: "lm-studio", 3000: "open-webui"}


def sh(cmd):
    try:
        return subprocess.run(cmd, capture_output=True, text=True, timeout=10).stdout
    except (OSError, subprocess.TimeoutExpired):
        return ""


def listeners():
    out = sh(["ss", "-ltnH"]) if shutil.which("ss") else sh(["lsof", "-nP", "-iTCP", "-sTCP:LISTEN"])
    found = []
    for line in out.splitlines():
        m = re.search(r"(\*|0\.0\.0\.0|\[::\]|[\d.]+):(\d+)\b", line)
        if m and int(m.group(2)) in PORTS:
            found.append((m.group(1), int(m.group(2))))
    return found


def ollama_env():
    if not shutil.which("systemctl"):
        return {}
    raw = sh(["systemctl", "show", "ollama", "--property=Environment"])
    return dict(kv.split("=", 1) for kv in raw.replace("Environment=", "").split() if "=" in kv)


def firewall():
    if shutil.which("ufw"):
        return sh(["ufw", "status"])
    if shutil.which("firewall-cmd"):
        return sh(["firewall-cmd", "--list-ports"])
    return ""


def main():
    findings = []
    for addr, port in listeners():
        if addr in ("*", "0.0.0.0", "[::]"):
            findings.append(("HIGH", f"{PORTS[port]} listens on all interfaces ({addr}:{port})"))
        elif not addr.startswith("127."):
            findings.append(("MEDIUM", f"{PORTS[port]} listens on {addr}:{port}"))
    env = ollama_env()
    if env.get("OLLAMA_ORIGINS", "").strip('"') == "*":
        findings.append(("MEDIUM", "OLLAMA_ORIGINS=* lets any website call the API from a browser"))
    fw = firewall()
    if re.search(r"11434(/tcp)?\s+ALLOW\s+Anywhere", fw):
        findings.append(("HIGH", "firewall allows 11434 from anywhere"))
    if not findings:
        print("OK: no exposed LLM server found")
    for sev, msg in findings:
        print(f"[{sev}] {msg}")


if __name__ == "__main__":
    main()
