import argparse
import csv
from decimal import Decimal

from lxml import etree


def ns_of(root):
    return {"c": root.nsmap[None]}


def text(el, path, ns):
    found = el.find(path, ns)
    return found.text if found is not None else ""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("xml")
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    root = etree.parse(a.xml, etree.XMLParser(resolve_entities=False, no_network=True)).getroot()
    ns = ns_of(root)
    stmt = root.find(".//c:Stmt", ns)
    bal = {}
    for b in stmt.findall("c:Bal", ns):
        code = text(b, "c:Tp/c:CdOrPrtry/c:Cd", ns)
        amt = Decimal(text(b, "c:Amt", ns))
        bal[code] = amt if text(b, "c:CdtDbtInd", ns) == "CRDT" else -amt
    total = Decimal(0)
    with open(a.out, "w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh)
        w.writerow(["data_ksiegowania", "data_waluty", "kwota", "waluta", "kontrahent", "rachunek", "tytul", "referencja"])
        for e in stmt.findall("c:Ntry", ns):
            amt = Decimal(text(e, "c:Amt", ns))
            sign = 1 if text(e, "c:CdtDbtInd", ns) == "CRDT" else -1
            total += sign * amt
            tx = e.find(".//c:TxDtls", ns)
            party = text(tx, ".//c:Cdtr/c:Nm", ns) if sign < 0 else text(tx, ".//c:Dbtr/c:Nm", ns)
            w.writerow([text(e, "c:BookgDt/c:Dt", ns), text(e, "c:ValDt/c:Dt", ns), sign * amt,
                        e.find("c:Amt", ns).get("Ccy"), party, "", text(tx, ".//c:Ustrd", ns),
                        text(tx, ".//c:EndToEndId", ns)])
    ok = bal.get("OPBD", 0) + total == bal.get("CLBD", 0)
    print(f"saldo otwarcia   {bal.get('OPBD')}\nsuma operacji    {total}\nsaldo zamknięcia {bal.get('CLBD')}  {'OK' if ok else 'BŁĄD'}")


if __name__ == "__main__":
    main()
