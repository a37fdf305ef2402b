#!/usr/bin/env python3
"""f16 GGUF から複数の量子化を作成してテストする."""
import argparse
import subprocess
import sys
from pathlib import Path


def run(cmd):
    print("$", " ".join(map(str, cmd)))
    subprocess.run(cmd, check=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src", help="f16 .gguf または HF モデルフォルダ")
    ap.add_argument("--out", required=True)
    ap.add_argument("--llama-cpp", default=str(Path.home() / "src" / "llama.cpp"))
    ap.add_argument("--types", nargs="+", default=["Q4_K_M", "Q5_K_M", "Q8_0"])
    ap.add_argument("--imatrix")
    ap.add_argument("--keep-f16", action="store_true")
    a = ap.parse_args()

    lc = Path(a.llama_cpp).expanduser()
    bin_dir = lc / "build" / "bin"
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    src = Path(a.src)

    created_f16 = None
    if src.is_dir():
        f16 = out / f"{src.name}-f16.gguf"
        run([sys.executable, lc / "convert_hf_to_gguf.py", src, "--outtype", "f16", "--outfile", f16])
        created_f16 = f16
        name = src.name
    else:
        f16 = src
        name = src.stem.replace("-f16", "")

    results = {}
    for t in a.types:
        dst = out / f"{name}-{t}.gguf"
        cmd = [bin_dir / "llama-quantize"]
        if a.imatrix:
            cmd += ["--imatrix", a.imatrix]
        cmd += [f16, dst, t]
        run(cmd)
        test = subprocess.run([bin_dir / "llama-cli", "-m", dst, "-p", "Hello", "-n", "16", "-no-cnv"],
                              capture_output=True, text=True)
        results[t] = test.returncode == 0
        print(f"  {t}: {'OK' if results[t] else 'FAILED'} ({dst.stat().st_size / 2**30:.2f} GiB)")

    if created_f16 and all(results.values()) and not a.keep_f16:
        # このスクリプトが作った一時ファイルだけを削除
        created_f16.unlink()
        print(f"一時ファイルを削除: {created_f16}")

    if not all(results.values()):
        sys.exit("一部の量子化のテストに失敗しました")


if __name__ == "__main__":
    main()
