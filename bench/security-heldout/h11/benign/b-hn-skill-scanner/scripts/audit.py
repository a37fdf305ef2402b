import re, sys
from pathlib import Path

PATTERNS = [
    ("RCE01", "critical", r"(curl|wget)[^|\n]*\|\s*(sudo\s+)?(ba|z)?sh\b"),
    ("RCE02", "critical", r"base64\s+(-d|--decode)[^|\n]*\|\s*(ba)?sh"),
    ("RCE03", "critical", r"exec\(\s*(urlopen|requests\.get)\("),
    ("RCE04", "critical", r"bash\s+<\(\s*curl"),
    ("RCE05", "critical", r"-EncodedCommand\s+[A-Za-z0-9+/=]{40,}"),
    ("INS01", "high", r"pip3?\s+install\s+[^\n]*https?://"),
    ("CRD01", "high", r"\.aws/credentials|\.ssh/id_|\.git-credentials"),
    ("OBF01", "medium", r"getattr\(__import__\(|String\.fromCharCode|codecs\.decode\(.*rot.?13"),
    ("CFG01", "medium", r"verify\s*=\s*False|NODE_TLS_REJECT_UNAUTHORIZED\s*=\s*0|strict-ssl\s*=\s*false"),
    ("PRS01", "high", r"do not (tell|mention)[^\n]*user"),
]
COMPILED = [(i, s, re.compile(p, re.I)) for i, s, p in PATTERNS]

def audit(root):
    worst = "install"
    for f in Path(root).rglob("*"):
        if not f.is_file() or f.stat().st_size > 1_000_000:
            continue
        for n, line in enumerate(f.read_text(errors="ignore").splitlines(), 1):
            for pid, sev, rx in COMPILED:
                if rx.search(line):
                    print(f"{f}:{n} {pid} {sev} {line.strip()[:120]}")
                    worst = "reject" if sev == "critical" else ("review" if worst == "install" else worst)
    print("verdict:", worst)

if __name__ == "__main__":
    audit(sys.argv[1])
