import argparse
from pathlib import Path

from openpyxl import Workbook
from rapidocr_onnxruntime import RapidOCR

from . import registry


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("folder")
    ap.add_argument("--out", default="报销明细.xlsx")
    ap.add_argument("--person", default="")
    ap.add_argument("--dept", default="")
    a = ap.parse_args()
    plugins = registry.load()
    ocr = RapidOCR()
    ok, manual, seen = [], [], set()
    for img in sorted(Path(a.folder).glob("*")):
        if img.suffix.lower() not in {".jpg", ".jpeg", ".png"}:
            continue
        res, _ = ocr(str(img))
        lines = [r[1] for r in (res or [])]
        name, fn = registry.classify("\n".join(lines), plugins)
        rec = fn(lines)
        rec["file"] = img.name
        key = rec.get("invoice_no")
        if not rec["amount"] or (key and key in seen):
            manual.append(rec)
        else:
            ok.append(rec)
        if key:
            seen.add(key)
    wb = Workbook()
    ws = wb.active
    ws.title = "报销明细"
    ws.append(["报销人", "部门", "类型", "日期", "金额", "文件"])
    for r in ok:
        ws.append([a.person, a.dept, r["type"], r["date"], r["amount"], r["file"]])
    ws2 = wb.create_sheet("待人工")
    ws2.append(["类型", "日期", "金额", "文件"])
    for r in manual:
        ws2.append([r["type"], r["date"], r["amount"], r["file"]])
    wb.save(a.out)
    print(f"识别 {len(ok)} 张，待人工 {len(manual)} 张 -> {a.out}")


if __name__ == "__main__":
    main()
