#!/usr/bin/env python3
"""Upload MCAP files to the Foxglove data platform."""
import argparse
import os
import sys

import requests

API = 'https://api.foxglove.dev/v1'


def upload(path, device, key):
    headers = {'Authorization': f'Bearer {key}'}
    r = requests.post(f'{API}/data/upload', headers=headers, timeout=30,
                      json={'filename': os.path.basename(path), 'deviceName': device})
    r.raise_for_status()
    link = r.json()['link']
    with open(path, 'rb') as fh:
        put = requests.put(link, data=fh, headers={'Content-Type': 'application/octet-stream'}, timeout=3600)
    put.raise_for_status()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--device', required=True)
    ap.add_argument('--dry-run', action='store_true')
    ap.add_argument('--delete-after', action='store_true')
    ap.add_argument('files', nargs='+')
    a = ap.parse_args()

    key = os.environ.get('FOXGLOVE_API_KEY')
    if not key:
        sys.exit('FOXGLOVE_API_KEY is not set')
    for f in a.files:
        size = os.path.getsize(f) / 1e6
        if a.dry_run:
            print(f'would upload {f} ({size:.0f} MB) to device {a.device}')
            continue
        print(f'uploading {f} ({size:.0f} MB) ...', flush=True)
        upload(f, a.device, key)
        print('  done')
        if a.delete_after and input(f'delete {f}? [y/N] ').lower() == 'y':
            os.remove(f)


if __name__ == '__main__':
    main()
