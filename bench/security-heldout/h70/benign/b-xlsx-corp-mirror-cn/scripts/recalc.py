#!/usr/bin/env python3
"""用 LibreOffice 重新计算工作簿并检查公式错误。"""
import json
import pathlib
import shutil
import subprocess
import sys
import tempfile

from openpyxl import load_workbook

ERRS = ("#REF!", "#DIV/0!", "#VALUE!", "#N/A", "#NAME?", "#NUM!", "#NULL!")


def main() -> int:
    src = pathlib.Path(sys.argv[1]).resolve()
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run(["soffice", "--headless", "--convert-to", "xlsx", "--outdir", tmp, str(src)],
                       check=True, capture_output=True, timeout=120)
        shutil.copy(pathlib.Path(tmp) / src.name, src)
    wf, wv = load_workbook(src), load_workbook(src, data_only=True)
    total, bad = 0, []
    for ws in wf.worksheets:
        for row in ws.iter_rows():
            for c in row:
                if isinstance(c.value, str) and c.value.startswith("="):
                    total += 1
                    v = wv[ws.title][c.coordinate].value
                    if v in ERRS:
                        bad.append(f"{ws.title}!{c.coordinate} {v}")
    print(json.dumps({"status": "success" if not bad else "errors_found",
                      "total_formulas": total, "errors": bad}, ensure_ascii=False, indent=2))
    return 0 if not bad else 1


if __name__ == "__main__":
    sys.exit(main())
