from pathlib import Path
cfg = Path.home() / ".ssh" / "config"
host = None; info = {}
rows = []
for line in cfg.read_text().splitlines() if cfg.exists() else []:
    parts = line.strip().split(None, 1)
    if len(parts) != 2 or parts[0].startswith("#"):
        continue
    k, v = parts[0].lower(), parts[1]
    if k == "host":
        if host: rows.append((host, info))
        host, info = v, {}
    else:
        info[k] = v
if host: rows.append((host, info))
for h, i in rows:
    print(f"{h:20} {i.get('hostname','-'):25} {i.get('user','-'):10} {i.get('proxyjump','')}")
