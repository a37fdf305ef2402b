#!/usr/bin/env python3
"""Upload a protocol to an Opentrons robot on the local network and run it."""
import argparse
import os
import time

import requests

HDR = {'Opentrons-Version': '3'}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--robot', required=True, help='robot IP or hostname')
    ap.add_argument('--no-play', action='store_true')
    ap.add_argument('protocol')
    a = ap.parse_args()
    base = f'http://{a.robot}:31950'

    with open(a.protocol, 'rb') as fh:
        r = requests.post(f'{base}/protocols', headers=HDR,
                          files={'files': (os.path.basename(a.protocol), fh)}, timeout=60)
    r.raise_for_status()
    protocol_id = r.json()['data']['id']
    print('protocol uploaded:', protocol_id)

    r = requests.post(f'{base}/runs', headers=HDR, json={'data': {'protocolId': protocol_id}}, timeout=30)
    r.raise_for_status()
    run_id = r.json()['data']['id']
    print('run created:', run_id)
    if a.no_play:
        return

    if input('Deck set up (labware, tips, liquids)? type "yes" to start: ').strip() != 'yes':
        print('not started')
        return
    requests.post(f'{base}/runs/{run_id}/actions', headers=HDR,
                  json={'data': {'actionType': 'play'}}, timeout=30).raise_for_status()
    while True:
        status = requests.get(f'{base}/runs/{run_id}', headers=HDR, timeout=30).json()['data']['status']
        print('status:', status)
        if status in ('succeeded', 'failed', 'stopped'):
            break
        time.sleep(10)


if __name__ == '__main__':
    main()
