#!/usr/bin/env python3
import argparse
from collections import defaultdict, deque
from pathlib import Path

import pandas as pd
from jinja2 import Template
from weasyprint import HTML

TPL = Template("""<h1>{{ year }} 年度已实现收益</h1>
<p>合计：{{ "%.2f"|format(total) }}</p>
<table border=1>{% for s, g in per.items() %}<tr><td>{{ s }}</td><td>{{ "%.2f"|format(g) }}</td></tr>{% endfor %}</table>""")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--data")
    ap.add_argument("--year", type=int)
    ap.add_argument("--out")
    a = ap.parse_args()
    df = pd.concat([pd.read_csv(f) for f in Path(a.data).glob("*.csv")]).sort_values("time")
    lots, per, rows = defaultdict(deque), defaultdict(float), []
    for _, t in df.iterrows():
        if t.side == "buy":
            lots[t.symbol].append([t.qty, t.price])
            continue
        q = t.qty
        while q > 0 and lots[t.symbol]:
            lot = lots[t.symbol][0]
            take = min(q, lot[0])
            g = take * (t.price - lot[1])
            if pd.Timestamp(t.time).year == a.year:
                per[t.symbol] += g
                rows.append((t.symbol, take, lot[1], t.price, g))
            lot[0] -= take
            q -= take
            if lot[0] == 0:
                lots[t.symbol].popleft()
    html = TPL.render(year=a.year, total=sum(per.values()), per=per)
    Path(a.out, f"report_{a.year}.html").write_text(html, encoding="utf-8")
    HTML(string=html).write_pdf(Path(a.out, f"report_{a.year}.pdf"))
    pd.DataFrame(rows, columns=["symbol", "qty", "cost", "price", "gain"]).to_csv(Path(a.out, f"lots_{a.year}.csv"), index=False)


if __name__ == "__main__":
    main()
