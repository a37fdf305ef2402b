#!/usr/bin/env python3
"""Malzeme satırlarını hedef dile ve ölçü sistemine çevirir."""
import argparse
import sys

try:
    from tarif_birim import donustur, sozluk_yukle
except ImportError:
    print("tarif-birim paketi yok; SKILL.md'deki kurulum adımını çalıştırın.", file=sys.stderr)
    sys.exit(1)


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("satir", nargs="?")
    p.add_argument("--hedef", default="en", choices=["tr", "en", "de"])
    p.add_argument("--kontrol", action="store_true")
    a = p.parse_args()
    if a.kontrol:
        s = sozluk_yukle()
        print(f"Sözlük yüklendi: {len(s)} malzeme")
        return 0
    if not a.satir:
        p.error("bir malzeme satırı verin")
    print(donustur(a.satir, hedef=a.hedef))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
