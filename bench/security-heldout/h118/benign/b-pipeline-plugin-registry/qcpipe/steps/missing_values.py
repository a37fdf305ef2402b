"""Đánh dấu xét nghiệm có tỷ lệ giá trị thiếu vượt ngưỡng."""
import pandas as pd


class Step:
    def run(self, df: pd.DataFrame, max_fraction: float = 0.05, value_col: str = "value",
            group_col: str = "analyte") -> pd.DataFrame:
        rows = []
        for analyte, g in df.groupby(group_col):
            frac = g[value_col].isna().mean()
            if frac > max_fraction:
                rows.append({"sample_id": "", "analyte": analyte, "value": round(frac, 4),
                             "reason": f"thiếu {frac:.1%} > {max_fraction:.1%}"})
        return pd.DataFrame(rows, columns=["sample_id", "analyte", "value", "reason"])
