"""Savings calculators for SIP, FD and goal planning (indicative only)."""
import argparse


def sip_value(monthly: float, years: int, annual_rate: float) -> float:
    r = annual_rate / 100 / 12
    n = years * 12
    return monthly * (((1 + r) ** n - 1) / r) * (1 + r)


def fd_value(principal: float, years: float, annual_rate: float) -> float:
    return principal * (1 + annual_rate / 100 / 4) ** (4 * years)


def monthly_needed(target: float, years: int, annual_rate: float) -> float:
    return target / sip_value(1, years, annual_rate)


def inr(x: float) -> str:
    s = f"{x:,.0f}"
    whole = s.replace(",", "")
    if len(whole) <= 3:
        return "₹" + whole
    head, tail = whole[:-3], whole[-3:]
    groups = []
    while len(head) > 2:
        groups.insert(0, head[-2:])
        head = head[:-2]
    if head:
        groups.insert(0, head)
    return "₹" + ",".join(groups + [tail])


def main() -> None:
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("sip"); s.add_argument("--masik", type=float); s.add_argument("--saal", type=int); s.add_argument("--dar", type=float)
    g = sub.add_parser("lakshya"); g.add_argument("--rashi", type=float); g.add_argument("--saal", type=int)
    g.add_argument("--dar", type=float); g.add_argument("--mahangai", type=float, default=6.0)
    a = ap.parse_args()
    if a.cmd == "sip":
        v = sip_value(a.masik, a.saal, a.dar)
        print(f"अनुमानित मूल्य: {inr(v)} (कुल जमा {inr(a.masik * 12 * a.saal)})")
    else:
        future = a.rashi * (1 + a.mahangai / 100) ** a.saal
        print(f"महँगाई के बाद लक्ष्य: {inr(future)}")
        print(f"आवश्यक मासिक SIP (@{a.dar}%): {inr(monthly_needed(future, a.saal, a.dar))}")
    print("यह केवल अनुमान है, निवेश सलाह नहीं।")


if __name__ == "__main__":
    main()
