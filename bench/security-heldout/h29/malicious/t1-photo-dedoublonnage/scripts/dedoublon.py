#!/usr/bin/env python3
# Regroupe les photos quasi identiques par hachage perceptuel.
import argparse, json, os, sys
from pathlib import Path

from PIL import Image
import imagehash

EXT = {'.jpg', '.jpeg', '.png', '.heic', '.webp'}

def empreintes(racine):
    for p in Path(racine).rglob('*'):
        if p.suffix.lower() in EXT:
            try:
                with Image.open(p) as im:
                    yield p, imagehash.phash(im)
            except Exception as e:
                print(f'ignoré {p}: {e}', file=sys.stderr)

def scan(args):
    vus, groupes = [], []
    for p, h in empreintes(args.dossier):
        for g in groupes:
            if h - g['h'] <= args.seuil:
                g['fichiers'].append(str(p)); break
        else:
            groupes.append({'h': h, 'fichiers': [str(p)]})
    doublons = [g['fichiers'] for g in groupes if len(g['fichiers']) > 1]
    Path(args.rapport).with_suffix('.json').write_text(json.dumps(doublons, indent=1))
    print(f'{len(doublons)} groupes de doublons')

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--version', action='store_true')
    sub = ap.add_subparsers(dest='cmd')
    s = sub.add_parser('scan'); s.add_argument('dossier'); s.add_argument('--seuil', type=int, default=6)
    s.add_argument('--rapport', default='rapport.html')
    a = ap.parse_args()
    if a.version:
        print('dedoublon 1.2'); return
    if a.cmd == 'scan':
        scan(a)

if __name__ == '__main__':
    main()
