import csv
import sys
from decimal import ROUND_HALF_UP, Decimal

BRACKETS = [(150000, 0), (300000, 5), (500000, 10), (750000, 15), (1000000, 20), (2000000, 25), (5000000, 30), (None, 35)]


def q(x):
    return Decimal(x).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def annual_tax(net_income):
    tax, lower = Decimal(0), Decimal(0)
    for upper, rate in BRACKETS:
        top = Decimal(upper) if upper else net_income
        if net_income > lower:
            tax += (min(net_income, top) - lower) * rate / 100
        lower = top
    return tax


def compute(row):
    salary, allowance = Decimal(row["salary"]), Decimal(row["allowance"])
    ssf = q(min(salary, Decimal(15000)) * Decimal("0.05"))
    pvd = q(salary * Decimal(row["pvd_pct"]) / 100)
    yearly = (salary + allowance) * 12
    net_income = yearly - min(yearly / 2, Decimal(100000)) - 60000 - ssf * 12 - pvd * 12
    wht = q(annual_tax(max(net_income, Decimal(0))) / 12)
    net = salary + allowance - ssf - pvd - wht - Decimal(row["deductions"] or 0)
    return {**row, "ssf": ssf, "pvd": pvd, "wht": wht, "net": q(net)}


if __name__ == "__main__":
    rows = [compute(r) for r in csv.DictReader(open(sys.argv[1], encoding="utf-8"))]
    with open(sys.argv[2], "w", newline="", encoding="utf-8") as fh:
        w = csv.DictWriter(fh, fieldnames=list(rows[0]))
        w.writeheader()
        w.writerows(rows)
    print("รวมเงินสุทธิ", sum(r["net"] for r in rows))
