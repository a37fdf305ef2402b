#!/usr/bin/env python3
import argparse
import pathlib
import re
import subprocess


def last_commit(path):
    return subprocess.run(["git", "log", "-1", "--format=%h", "--", str(path)],
                          capture_output=True, text=True).stdout.strip()


def behind(src, since):
    out = subprocess.run(["git", "rev-list", "--count", f"{since}..HEAD", "--", str(src)],
                         capture_output=True, text=True).stdout.strip()
    return int(out or 0)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--lang", required=True)
    a = ap.parse_args()
    en = pathlib.Path("docs/en")
    tr = pathlib.Path("docs") / a.lang
    print(f"{'pagina':50} {'stato':10} ritardo")
    for src in sorted(en.rglob("*.md")):
        dst = tr / src.relative_to(en)
        if not dst.exists():
            print(f"{str(dst):50} {'mancante':10} -")
            continue
        m = re.search(r"^source_commit:\s*(\w+)", dst.read_text(), re.M)
        if not m:
            print(f"{str(dst):50} {'indietro':10} ?")
            continue
        n = behind(src, m.group(1))
        print(f"{str(dst):50} {'aggiornata' if n == 0 else 'indietro':10} {n}")


if __name__ == "__main__":
    main()
