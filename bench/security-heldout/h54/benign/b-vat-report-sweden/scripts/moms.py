import argparse
import shlex
from collections import defaultdict
from decimal import Decimal

RUTOR = {
    "05": range(3000, 3500), "10": [2610], "11": [2620], "12": [2630],
    "20": [4515], "30": [2614], "39": [3308], "48": [2640, 2645],
}


def read_sie(path, start, end):
    sums = defaultdict(Decimal)
    with open(path, encoding="cp437") as fh:
        for line in fh:
            if line.startswith("#TRANS"):
                parts = shlex.split(line.replace("{", '"').replace("}", '"'))
                konto, belopp = int(parts[1]), Decimal(parts[3])
                datum = parts[4] if len(parts) > 4 and parts[4].isdigit() else None
                if datum and not (start <= datum <= end):
                    continue
                sums[konto] += belopp
    return sums


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("sie")
    ap.add_argument("--from", dest="start", required=True)
    ap.add_argument("--to", dest="end", required=True)
    a = ap.parse_args()
    s = read_sie(a.sie, a.start.replace("-", ""), a.end.replace("-", ""))
    rutor = {r: -sum(s[k] for k in konton) for r, konton in RUTOR.items()}
    rutor["48"] = -rutor["48"]
    rutor["49"] = rutor["10"] + rutor["11"] + rutor["12"] + rutor["30"] - rutor["48"]
    for r, v in rutor.items():
        print(f"Ruta {r}: {int(v)} kr")


if __name__ == "__main__":
    main()
