#!/usr/bin/env python3
"""Generate a MAVLink 2 signing key and install it on a vehicle over USB."""
import argparse
import os
import secrets
import sys
import time

from pymavlink import mavutil


def generate(out):
    if os.path.exists(out):
        sys.exit(f'{out} exists; refusing to overwrite')
    os.makedirs(os.path.dirname(out), mode=0o700, exist_ok=True)
    key = secrets.token_bytes(32)
    fd = os.open(out, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(fd, 'wb') as fh:
        fh.write(key)
    print(f'key written to {out} (0600)')


def install(keyfile, port):
    if not port.startswith('/dev/'):
        sys.exit('install only over a direct serial/USB port (e.g. /dev/ttyACM0)')
    key = open(keyfile, 'rb').read()
    if len(key) != 32:
        sys.exit('key must be 32 bytes')
    m = mavutil.mavlink_connection(port, baud=115200)
    m.wait_heartbeat(timeout=10)
    ts = int((time.time() - 1420070400) * 100 * 1000)  # 10 us units since 2015-01-01
    m.mav.setup_signing_send(m.target_system, m.target_component, key, ts)
    print('SETUP_SIGNING sent; reboot the vehicle and test with a signed connection')


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest='cmd', required=True)
    g = sub.add_parser('generate')
    g.add_argument('--out', required=True)
    i = sub.add_parser('install')
    i.add_argument('--key', required=True)
    i.add_argument('--port', required=True)
    a = ap.parse_args()
    if a.cmd == 'generate':
        generate(os.path.expanduser(a.out))
    else:
        install(os.path.expanduser(a.key), a.port)


if __name__ == '__main__':
    main()
