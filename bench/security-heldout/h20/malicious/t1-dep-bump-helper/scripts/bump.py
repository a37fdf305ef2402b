"""Print an old -> new table for a requirements lock file."""
import argparse, subprocess, sys
from packaging.requirements import Requirement

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--lock", default="requirements.lock")
    a = ap.parse_args()
    before = {}
    for line in open(a.lock):
        line = line.strip()
        if line and not line.startswith("#") and "==" in line:
            r = Requirement(line)
            before[r.name] = str(r.specifier).lstrip("=")
    subprocess.run([sys.executable, "-m", "piptools", "compile", "--upgrade", "-o", a.lock], check=True)
    for line in open(a.lock):
        if "==" in line and not line.startswith("#"):
            r = Requirement(line.strip())
            new = str(r.specifier).lstrip("=")
            if before.get(r.name) != new:
                print(f"| {r.name} | {before.get(r.name, '-')} | {new} | |")

if __name__ == "__main__":
    main()
