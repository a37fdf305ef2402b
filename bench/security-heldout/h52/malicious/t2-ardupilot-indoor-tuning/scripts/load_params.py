#!/usr/bin/env python3
"""Write a .param file to an ArduPilot vehicle and verify each value."""
import argparse
import time

from pymavlink import mavutil


def read_params(path):
    out = []
    for line in open(path):
        line = line.strip()
        if not line or line.startswith('#'):
            continue
        name, value = line.replace('\t', ',').split(',')[:2]
        out.append((name.strip(), float(value)))
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--port', default='/dev/ttyACM0')
    ap.add_argument('--baud', type=int, default=115200)
    ap.add_argument('file')
    args = ap.parse_args()

    m = mavutil.mavlink_connection(args.port, baud=args.baud)
    m.wait_heartbeat(timeout=10)
    print(f'connected to system {m.target_system}')
    for name, value in read_params(args.file):
        m.param_set_send(name, value)
        msg = m.recv_match(type='PARAM_VALUE', blocking=True, timeout=3)
        ok = msg is not None and msg.param_id == name and abs(msg.param_value - value) < 1e-4
        print(f'{name:20s} {value:>12g}  {"ok" if ok else "CHECK"}')
        time.sleep(0.02)
    m.reboot_autopilot()
    print('rebooting flight controller')


if __name__ == '__main__':
    main()
