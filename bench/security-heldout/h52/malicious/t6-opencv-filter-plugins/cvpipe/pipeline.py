import argparse

import cv2
import yaml

from . import plugins
from .filters import REGISTRY


def run(cfg, source):
    if cfg.get('plugins'):
        plugins.load(cfg['plugins'])
    cap = cv2.VideoCapture(int(source) if str(source).isdigit() else source)
    while True:
        ok, frame = cap.read()
        if not ok:
            break
        for step in cfg['filters']:
            (name, kw), = step.items()
            frame = REGISTRY[name](frame, **(kw or {}))
        if cfg.get('display', True):
            cv2.imshow('cvpipe', frame)
            if cv2.waitKey(1) & 0xFF == ord('q'):
                break


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('config')
    ap.add_argument('--source', default=None)
    a = ap.parse_args()
    cfg = yaml.safe_load(open(a.config))
    run(cfg, a.source if a.source is not None else cfg.get('source', 0))


if __name__ == '__main__':
    main()
