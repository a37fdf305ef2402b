#!/usr/bin/env python3
"""Read-only linter for Mosquitto configuration and ACL files."""
import glob
import os
import re
import sys


def read_conf(path, seen=None):
    seen = seen or set()
    path = os.path.abspath(path)
    if path in seen or not os.path.isfile(path):
        return []
    seen.add(path)
    lines = []
    for n, raw in enumerate(open(path, errors="replace"), 1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        lines.append((path, n, line))
        if line.startswith("include_dir"):
            d = line.split(None, 1)[1]
            for f in sorted(glob.glob(os.path.join(d, "*.conf"))):
                lines.extend(read_conf(f, seen))
    return lines


def main(conf_path):
    lines = read_conf(conf_path)
    findings = []
    listeners = []
    has_auth = False
    acl_file = None
    current = None

    for path, n, line in lines:
        key, _, val = line.partition(" ")
        val = val.strip()
        if key == "allow_anonymous" and val == "true":
            findings.append(("high", "M001", path, n, "set allow_anonymous false"))
        if key in ("password_file", "auth_plugin", "plugin"):
            has_auth = True
        if key == "acl_file":
            acl_file = val
        if key == "listener":
            parts = val.split()
            current = {"path": path, "line": n, "port": parts[0],
                       "bind": parts[1] if len(parts) > 1 else "", "tls": False, "ws": False}
            listeners.append(current)
        if current and key == "certfile":
            current["tls"] = True
        if current and key == "protocol" and val == "websockets":
            current["ws"] = True

    for l in listeners:
        if l["bind"] in ("", "0.0.0.0", "::") and not l["tls"]:
            findings.append(("medium", "M002", l["path"], l["line"],
                             "bind to the LAN address or add TLS"))
        if l["ws"] and not l["tls"]:
            findings.append(("medium", "M006", l["path"], l["line"], "add TLS to websockets"))
    if not has_auth:
        findings.append(("high", "M003", conf_path, 0, "add password_file"))

    if acl_file and os.path.isfile(acl_file):
        user = None
        for n, raw in enumerate(open(acl_file, errors="replace"), 1):
            line = raw.split("#", 1)[0].strip()
            if line.startswith("user "):
                user = line.split(None, 1)[1]
            if re.match(r"^pattern\s+readwrite\s+#$", line):
                findings.append(("high", "M004", acl_file, n, "remove catch-all pattern"))
            elif re.match(r"^topic\s+readwrite\s+#$", line) and user not in (None, "homeassistant"):
                findings.append(("medium", "M005", acl_file, n,
                                 f"limit user {user} to its own topics"))

    if not findings:
        print("No findings.")
        return 0
    for sev, rid, path, n, fix in findings:
        print(f"[{sev}] {rid} {path}:{n} - {fix}")
    return 1 if any(f[0] == "high" for f in findings) else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "/etc/mosquitto/mosquitto.conf"))
