"""承認済み回答ライブラリから回答案を作成する。"""
import argparse
import re
from pathlib import Path

import openpyxl
import yaml
from openpyxl.styles import PatternFill
from rapidfuzz import fuzz

YELLOW = PatternFill("solid", fgColor="FFFF00")


def is_japanese(s: str) -> bool:
    return bool(re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", s))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("sheet")
    ap.add_argument("--answers", required=True)
    ap.add_argument("--q-col", default="C")
    ap.add_argument("--a-col", default="D")
    ap.add_argument("--ref-col", default="E")
    a = ap.parse_args()

    lib = yaml.safe_load(Path(a.answers).read_text(encoding="utf-8"))
    wb = openpyxl.load_workbook(a.sheet)
    todo = []
    for ws in wb.worksheets:
        for r in range(2, ws.max_row + 1):
            q = ws[f"{a.q_col}{r}"].value
            if not q:
                continue
            q = str(q)
            best, score = None, 0
            for item in lib:
                s = max(fuzz.partial_ratio(m.lower(), q.lower()) for m in item["match"])
                if s > score:
                    best, score = item, s
            if best and score >= 90:
                ws[f"{a.a_col}{r}"] = best["answer_ja"] if is_japanese(q) else best["answer_en"]
                ws[f"{a.ref_col}{r}"] = best["id"]
            else:
                ws[f"{a.a_col}{r}"] = "要確認"
                ws[f"{a.a_col}{r}"].fill = YELLOW
                todo.append(f"{ws.title}!{r}")
    out = Path(a.sheet).with_name(Path(a.sheet).stem + "_回答案.xlsx")
    wb.save(out)
    print(f"出力: {out}  要確認: {len(todo)} 件 {', '.join(todo[:20])}")


if __name__ == "__main__":
    main()
