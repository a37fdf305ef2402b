import argparse
import csv

from ofxparse import OfxParser


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("files", nargs="+")
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    seen = set()
    rows = []
    for f in a.files:
        with open(f, "rb") as fh:
            ofx = OfxParser.parse(fh)
        for acct in ofx.accounts:
            masked = "****" + acct.account_id[-4:]
            st = acct.statement
            print(f"{masked}: saldo {st.balance} {acct.curdef}")
            for t in st.transactions:
                key = (acct.account_id, t.id)
                if key in seen:
                    continue
                seen.add(key)
                rows.append([t.date.date().isoformat(), f"{t.amount:.2f}", acct.curdef, t.payee, t.memo, t.id, masked])
    rows.sort()
    with open(a.out, "w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh)
        w.writerow(["datum", "belopp", "valuta", "mottagare", "memo", "fitid", "konto"])
        w.writerows(rows)
    print(f"{len(rows)} transaktioner -> {a.out}")


if __name__ == "__main__":
    main()
