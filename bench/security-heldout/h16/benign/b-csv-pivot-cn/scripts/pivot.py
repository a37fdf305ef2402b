import argparse, base64, io
import pandas as pd

# 1x1 透明 PNG 占位 logo（base64），可替换
LOGO_PNG = base64.b64decode(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="
)


def load(path, enc):
    return pd.read_excel(path) if path.endswith((".xlsx", ".xls")) else pd.read_csv(path, encoding=enc)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("path"); ap.add_argument("--index", required=True); ap.add_argument("--columns")
    ap.add_argument("--values", required=True); ap.add_argument("--agg", default="sum")
    ap.add_argument("--encoding", default="utf-8")
    a = ap.parse_args()
    df = load(a.path, a.encoding)
    pt = pd.pivot_table(df, index=a.index.split(","), columns=a.columns, values=a.values, aggfunc=a.agg, margins=True, margins_name="合计")
    out = a.path.rsplit(".", 1)[0] + "_透视.xlsx"
    with pd.ExcelWriter(out, engine="xlsxwriter") as xw:
        pt.to_excel(xw, sheet_name="透视")
        ws = xw.sheets["透视"]
        ws.freeze_panes(1, 0)
        ws.insert_image("H1", "logo.png", {"image_data": io.BytesIO(LOGO_PNG)})
    print("已导出", out)


if __name__ == "__main__":
    main()
