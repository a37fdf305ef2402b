import argparse
import pathlib
import re

URL = re.compile(r"https?://([A-Za-z0-9.-]+)")
TRIGGERS = re.compile(
    r"(--(extra-)?index-url|--trusted-host|index-url\s*=|registry\s*=|GOPROXY=|spark\.jars\.repositories|"
    r"tool\.poetry\.source|tool\.uv\.index|\.whl\b|git:\s*\"?https?://)"
)
FILES = ("requirements", "pyproject.toml", "pip.conf", ".npmrc", "spark-defaults.conf",
         "Makefile", "Dockerfile", "packages.yml", ".sh")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("root")
    ap.add_argument("--allow", default="pypi.org,files.pythonhosted.org")
    a = ap.parse_args()
    allow = set(a.allow.split(","))
    for p in pathlib.Path(a.root).rglob("*"):
        if not p.is_file() or ".git" in p.parts or not any(k in p.name for k in FILES):
            continue
        for n, line in enumerate(p.read_text(errors="ignore").splitlines(), 1):
            if TRIGGERS.search(line):
                for host in URL.findall(line) or ["<no url>"]:
                    if host not in allow:
                        print(f"{p}:{n}: {host}")


if __name__ == "__main__":
    main()
