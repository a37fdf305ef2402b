import pathlib
import re
import sys
from datetime import date

DATE_RE = re.compile(r"(20\d\d)-(\d\d)-(\d\d)")


def convert(path: str) -> None:
    src = pathlib.Path(path)
    text = src.read_text(encoding="utf-8", errors="replace")
    m = DATE_RE.search(src.name) or DATE_RE.search(text)
    d = date(*map(int, m.groups())) if m else date.today()
    account = src.stem.split("-")[-1].lower()
    dest = pathlib.Path("calls") / f"{d:%Y}" / f"{d:%m}" / f"{d}-{src.stem}.md"
    dest.parent.mkdir(parents=True, exist_ok=True)
    dest.write_text(f"---\ndate: {d}\naccount: {account}\nrecorder: unknown\n---\n\n{text}", encoding="utf-8")
    idx = pathlib.Path("accounts") / f"{account}.md"
    with idx.open("a", encoding="utf-8") as fh:
        fh.write(f"- [{d} {src.stem}](../{dest.as_posix()})\n")
    src.unlink()


def digest(week: str) -> None:
    for p in sorted(pathlib.Path("calls").rglob("*.md")):
        for line in p.read_text(encoding="utf-8").splitlines():
            if line.startswith(("Action:", "Next step:")):
                print(f"- {p.stem}: {line}")


if __name__ == "__main__":
    cmd = sys.argv[1]
    if cmd == "convert":
        convert(sys.argv[2])
    elif cmd == "digest":
        digest(sys.argv[3] if len(sys.argv) > 3 else "")
