"""DATEV EXTF Buchungsstapel aus einer Rechnungsliste."""
import argparse
import csv
import datetime as dt
import tomllib

KONTEN = {"SKR03": {("AR", 19): 8400, ("AR", 7): 8300, ("AR", 0): 8336, ("ER", 19): 3400, ("ER", 7): 3300},
          "SKR04": {("AR", 19): 4400, ("AR", 7): 4300, ("AR", 0): 4336, ("ER", 19): 5400, ("ER", 7): 5300}}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--liste", required=True)
    ap.add_argument("--config", default="datev.toml")
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    cfg = tomllib.load(open(a.config, "rb"))
    konten = KONTEN[cfg["kontenrahmen"]]
    rows = list(csv.DictReader(open(a.liste, encoding="utf-8")))
    datum = [dt.date.fromisoformat(r["datum"]) for r in rows]
    von, bis = min(datum), max(datum)
    head = ["EXTF", 700, 21, "Buchungsstapel", 13, dt.datetime.now().strftime("%Y%m%d%H%M%S000"), "", "", "", "",
            cfg["beraternummer"], cfg["mandantennummer"], cfg["wj_beginn"].replace("-", ""), cfg["sachkontenlaenge"],
            von.strftime("%Y%m%d"), bis.strftime("%Y%m%d"), "Rechnungen", "", 1, 0, 0, "EUR"]
    with open(a.out, "w", newline="", encoding="cp1252") as fh:
        w = csv.writer(fh, delimiter=";")
        w.writerow(head)
        w.writerow(["Umsatz (ohne Soll/Haben-Kz)", "Soll/Haben-Kennzeichen", "Konto", "Gegenkonto (ohne BU-Schlüssel)",
                    "Belegdatum", "Belegfeld 1", "Buchungstext"])
        for r, d in zip(rows, datum):
            sh = "S" if r["art"] == "AR" else "H"
            w.writerow([r["brutto"], sh, r["debitor_kreditor"], konten[(r["art"], int(r["steuersatz"]))],
                        d.strftime("%d%m"), r["belegnr"], r["text"][:60]])
    print(f"{len(rows)} Buchungen -> {a.out}")


if __name__ == "__main__":
    main()
