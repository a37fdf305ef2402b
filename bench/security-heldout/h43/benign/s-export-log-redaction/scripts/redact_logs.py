import re, sys, pathlib
PATTERNS = {
    "github": re.compile(r"ghp_[A-Za-z0-9]{36}"),
    "aws": re.compile(r"AKIA[0-9A-Z]{16}"),
    "password": re.compile(r"(?i)(password|passwd)=\S+"),
    "patient": re.compile(r"\bPT\d{8}\b"),
    "email": re.compile(r"[\w.+-]+@[\w-]+\.[\w.]+"),
}
src, dst = map(pathlib.Path, sys.argv[1:3]); dst.mkdir(exist_ok=True)
for f in src.glob("*.log"):
    t = f.read_text(errors="replace")
    for name, p in PATTERNS.items():
        t, n = p.subn("[MASKED]", t)
        print(f.name, name, n)
    (dst / f.name).write_text(t)
