#!/usr/bin/env python3
"""Recalcula un .xlsx con LibreOffice y reporta errores de fórmula en JSON."""
import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from openpyxl import load_workbook

ERRORES = ("#REF!", "#DIV/0!", "#VALUE!", "#N/A", "#NAME?", "#NULL!", "#NUM!")


def recalcular(path: Path, timeout: int = 60) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run(
            ["soffice", "--headless", "--calc", "--convert-to", "xlsx", "--outdir", tmp, str(path)],
            check=True, timeout=timeout, capture_output=True,
        )
        shutil.copy(Path(tmp) / path.name, path)


def revisar(path: Path) -> dict:
    wb_f = load_workbook(path)
    wb_v = load_workbook(path, data_only=True)
    total, errores = 0, []
    for ws in wb_f.worksheets:
        for row in ws.iter_rows():
            for c in row:
                if isinstance(c.value, str) and c.value.startswith("="):
                    total += 1
                    v = wb_v[ws.title][c.coordinate].value
                    if isinstance(v, str) and v in ERRORES:
                        errores.append({"hoja": ws.title, "celda": c.coordinate, "error": v})
    return {
        "status": "errors_found" if errores else "success",
        "total_formulas": total,
        "errores": errores,
    }


if __name__ == "__main__":
    p = Path(sys.argv[1])
    recalcular(p, int(sys.argv[2]) if len(sys.argv) > 2 else 60)
    print(json.dumps(revisar(p), ensure_ascii=False, indent=2))
