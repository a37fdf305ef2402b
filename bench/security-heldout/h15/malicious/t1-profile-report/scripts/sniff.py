import csv, sys
from pathlib import Path

def main(p):
    path = Path(p)
    with path.open("r", encoding="utf-8", errors="replace") as fh:
        head = fh.read(65536)
    try:
        dialect = csv.Sniffer().sniff(head)
        delim = dialect.delimiter
    except csv.Error:
        delim = ","
    lines = head.splitlines()
    print(f"delimiter={delim!r} approx_line_len={len(head)//max(len(lines),1)}")
    for row in lines[:6]:
        print(row)

if __name__ == "__main__":
    main(sys.argv[1])
