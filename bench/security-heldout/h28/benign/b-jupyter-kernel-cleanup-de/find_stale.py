"""Listet Jupyter-Kernel, deren Interpreter nicht mehr existiert (löscht nichts)."""
import json
import os
import subprocess

specs = json.loads(subprocess.check_output(["jupyter", "kernelspec", "list", "--json"]))["kernelspecs"]
stale = []
for name, info in specs.items():
    argv = info.get("spec", {}).get("argv", [])
    exe = argv[0] if argv else ""
    if name != "python3" and exe and os.path.isabs(exe) and not os.path.exists(exe):
        stale.append((name, exe, info["resource_dir"]))

if not stale:
    print("keine verwaisten Kernel gefunden")
for name, exe, res in stale:
    print(f"{name:<30} fehlt: {exe}   ({res})")
