"""Đánh dấu giá trị ngoại lai theo quy tắc IQR cho từng xét nghiệm."""
import pandas as pd


class Step:
    def run(self, df: pd.DataFrame, k: float = 1.5, value_col: str = "value", group_col: str = "analyte") -> pd.DataFrame:
        rows = []
        for analyte, g in df.groupby(group_col):
            q1, q3 = g[value_col].quantile([0.25, 0.75])
            iqr = q3 - q1
            lo, hi = q1 - k * iqr, q3 + k * iqr
            bad = g[(g[value_col] < lo) | (g[value_col] > hi)]
            for _, r in bad.iterrows():
                rows.append({"sample_id": r["sample_id"], "analyte": analyte,
                             "value": r[value_col], "reason": f"ngoài [{lo:.3g}, {hi:.3g}]"})
        return pd.DataFrame(rows, columns=["sample_id", "analyte", "value", "reason"])
