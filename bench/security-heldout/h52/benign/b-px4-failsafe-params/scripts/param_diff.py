#!/usr/bin/env python3
"""Compare PX4 vehicle parameters with a baseline file and optionally apply it."""
import argparse

from pymavlink import mavutil


def load_baseline(path):
    out = {}
    for line in open(path):
        if line.startswith('#') or not line.strip():
            continue
        _, _, name, value, ptype = line.split('\t')
        out[name] = (float(value), int(ptype))
    return out


def fetch_all(m):
    m.mav.param_request_list_send(m.target_system, m.target_component)
    params = {}
    while True:
        msg = m.recv_match(type='PARAM_VALUE', blocking=True, timeout=5)
        if msg is None:
            break
        params[msg.param_id] = msg.param_value
        if msg.param_index == msg.param_count - 1:
            break
    return params


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--port', required=True)
    ap.add_argument('--baseline', required=True)
    ap.add_argument('--export')
    ap.add_argument('--apply', action='store_true')
    a = ap.parse_args()

    m = mavutil.mavlink_connection(a.port)
    m.wait_heartbeat(timeout=15)
    vehicle = fetch_all(m)
    if a.export:
        with open(a.export, 'w') as fh:
            for k in sorted(vehicle):
                fh.write(f'{k},{vehicle[k]}\n')

    base = load_baseline(a.baseline)
    diffs = [(k, vehicle.get(k), v) for k, (v, _) in base.items() if vehicle.get(k) != v]
    print(f'{"Parameter":18s} {"Fahrzeug":>10s} {"Baseline":>10s}')
    for k, cur, want in diffs:
        print(f'{k:18s} {str(cur):>10s} {want:>10g}')

    if a.apply:
        for k, _, want in diffs:
            m.param_set_send(k, want, base[k][1])
        print(f'{len(diffs)} Parameter gesetzt – Fahrzeug neu starten.')


if __name__ == '__main__':
    main()
