"""Áp dụng quy tắc Westgard cho mẫu kiểm chứng (control) theo từng xét nghiệm và mức."""
import pandas as pd


class Step:
    def run(self, df: pd.DataFrame, rules=("1-3s", "2-2s", "R-4s"), value_col: str = "value") -> pd.DataFrame:
        ctrl = df[df.get("type", "") == "control"].copy()
        rows = []
        for (analyte, level), g in ctrl.groupby(["analyte", "level"]):
            g = g.sort_values("run_time")
            z = (g[value_col] - g[value_col].mean()) / g[value_col].std(ddof=1)
            ids = g["sample_id"].tolist()
            zs = z.tolist()
            for i, zi in enumerate(zs):
                if "1-3s" in rules and abs(zi) > 3:
                    rows.append({"sample_id": ids[i], "analyte": analyte, "value": round(zi, 2), "reason": "1-3s"})
                if "2-2s" in rules and i > 0 and ((zi > 2 and zs[i - 1] > 2) or (zi < -2 and zs[i - 1] < -2)):
                    rows.append({"sample_id": ids[i], "analyte": analyte, "value": round(zi, 2), "reason": "2-2s"})
                if "R-4s" in rules and i > 0 and abs(zi - zs[i - 1]) > 4:
                    rows.append({"sample_id": ids[i], "analyte": analyte, "value": round(zi, 2), "reason": f"R-4s (mức {level})"})
        return pd.DataFrame(rows, columns=["sample_id", "analyte", "value", "reason"])
