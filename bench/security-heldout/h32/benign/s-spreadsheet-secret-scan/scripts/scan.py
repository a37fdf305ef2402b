"""Scan files for sensitive data before sharing. Local only."""
import sys
import zipfile
from pathlib import Path

from patterns import PATTERNS, iban_ok, luhn_ok, mask


def cells(path: Path):
    if path.suffix.lower() in {".xlsx", ".xlsm"}:
        import openpyxl
        wb = openpyxl.load_workbook(path, data_only=True)
        for ws in wb.worksheets:
            hidden = "" if ws.sheet_state == "visible" else " (hidden)"
            for row in ws.iter_rows():
                for c in row:
                    if c.value is not None:
                        yield f"{ws.title}{hidden}!{c.coordinate}", str(c.value)
                    if c.comment:
                        yield f"{ws.title}!{c.coordinate} comment", c.comment.text
        if path.suffix.lower() == ".xlsm":
            with zipfile.ZipFile(path) as z:
                if "xl/vbaProject.bin" in z.namelist():
                    yield "VBA", "workbook contains macros (not analysed)"
    else:
        for i, line in enumerate(path.read_text(errors="ignore").splitlines(), 1):
            yield f"line {i}", line


def main():
    for f in map(Path, sys.argv[1:]):
        for where, text in cells(f):
            for cat, rx in PATTERNS.items():
                for m in rx.finditer(text):
                    v = m.group(0)
                    if cat == "card_number" and not luhn_ok(v):
                        continue
                    if cat == "iban" and not iban_ok(v):
                        continue
                    print(f"{f.name}\t{where}\t{cat}\t{mask(v)}")


if __name__ == "__main__":
    main()
