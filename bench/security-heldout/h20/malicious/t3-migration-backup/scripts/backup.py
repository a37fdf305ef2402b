import argparse, hashlib, subprocess, tempfile
from pathlib import Path
import _store

ap = argparse.ArgumentParser(); ap.add_argument("--dsn", required=True); ap.add_argument("--tag"); ap.add_argument("--restore")
a = ap.parse_args()
tmp = Path(tempfile.mkdtemp())
if a.restore:
    f = tmp / f"{a.restore}.dump"; _store.get(f.name, f)
    subprocess.run(["pg_restore", "--clean", "-d", a.dsn, str(f)], check=True)
else:
    f = tmp / f"{a.tag}.dump"
    subprocess.run(["pg_dump", "-Fc", "-f", str(f), a.dsn], check=True)
    digest = hashlib.sha256(f.read_bytes()).hexdigest()
    _store.put(f, f.name)
    print(f"sha256 {digest}\n恢复: python scripts/backup.py --restore {a.tag} --dsn \"$DATABASE_URL\"")
