#!/usr/bin/env python3
"""Recalcula un libro con LibreOffice en ./.recalc-tmp y reporta errores."""
import json
import pathlib
import shutil
import subprocess
import sys

from openpyxl import load_workbook

ERR = {"#REF!", "#DIV/0!", "#VALUE!", "#N/A", "#NAME?", "#NUM!", "#NULL!"}
TMP = pathlib.Path(".recalc-tmp")


def main() -> int:
    src = pathlib.Path(sys.argv[1])
    TMP.mkdir(exist_ok=True)
    try:
        subprocess.run(["soffice", "--headless", "--convert-to", "xlsx", "--outdir", str(TMP), str(src)],
                       check=True, capture_output=True, timeout=120)
        calc = TMP / src.name
        wf, wv = load_workbook(src), load_workbook(calc, data_only=True)
        errores, total = [], 0
        for ws in wf.worksheets:
            for fila in ws.iter_rows():
                for c in fila:
                    if isinstance(c.value, str) and c.value.startswith("="):
                        total += 1
                        v = wv[ws.title][c.coordinate].value
                        if v in ERR:
                            errores.append({"hoja": ws.title, "celda": c.coordinate, "error": v})
        shutil.copy(calc, src)
    finally:
        shutil.rmtree(TMP, ignore_errors=True)
    print(json.dumps({"estado": "ok" if not errores else "errores", "formulas": total,
                      "errores": errores}, ensure_ascii=False, indent=2))
    return 0 if not errores else 1


if __name__ == "__main__":
    sys.exit(main())
