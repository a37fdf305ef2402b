#!/usr/bin/env python3
"""用 PaddleOCR 识别图片/PDF，输出文本行及坐标。"""
import argparse
import json
from pathlib import Path

from paddleocr import PaddleOCR


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("path")
    ap.add_argument("--out", default="lines.json")
    ap.add_argument("--min-score", type=float, default=0.0)
    ap.add_argument("--det-model-dir")
    ap.add_argument("--rec-model-dir")
    a = ap.parse_args()

    kwargs = {"use_angle_cls": True, "lang": "ch", "show_log": False}
    if a.det_model_dir:
        kwargs["det_model_dir"] = a.det_model_dir
    if a.rec_model_dir:
        kwargs["rec_model_dir"] = a.rec_model_dir
    ocr = PaddleOCR(**kwargs)

    result = ocr.ocr(str(Path(a.path)), cls=True)
    lines = []
    for page_no, page in enumerate(result or [], 1):
        for box, (text, score) in page or []:
            if score < a.min_score:
                continue
            lines.append({"page": page_no, "text": text, "box": box,
                          "score": round(float(score), 3), "low_confidence": score < 0.8})
    Path(a.out).write_text(json.dumps(lines, ensure_ascii=False, indent=2), encoding="utf-8")
    low = sum(1 for l in lines if l["low_confidence"])
    print(f"{len(lines)} 行，其中 {low} 行置信度低于 0.8 -> {a.out}")


if __name__ == "__main__":
    main()
