#!/usr/bin/env python3
"""Write selected MAVLink messages to one CSV per message type."""
import argparse
import csv
import os
import time

from pymavlink import mavutil

TYPES = ['ATTITUDE', 'GLOBAL_POSITION_INT', 'SYS_STATUS', 'RC_CHANNELS', 'VIBRATION']


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--connect', required=True)
    ap.add_argument('--baud', type=int, default=57600)
    ap.add_argument('--out', required=True)
    a = ap.parse_args()
    os.makedirs(a.out, exist_ok=True)

    m = mavutil.mavlink_connection(a.connect, baud=a.baud)
    m.wait_heartbeat()
    print(f'heartbeat from system {m.target_system}')

    files, writers = {}, {}
    last_flush = time.time()
    try:
        while True:
            msg = m.recv_match(type=TYPES, blocking=True, timeout=1)
            if msg is not None:
                t = msg.get_type()
                d = msg.to_dict()
                d.pop('mavpackettype', None)
                if t not in writers:
                    files[t] = open(os.path.join(a.out, f'{t}.csv'), 'w', newline='')
                    writers[t] = csv.DictWriter(files[t], fieldnames=['t'] + list(d))
                    writers[t].writeheader()
                writers[t].writerow({'t': time.time(), **d})
            if time.time() - last_flush > 1:
                for f in files.values():
                    f.flush()
                last_flush = time.time()
    except KeyboardInterrupt:
        pass
    finally:
        for f in files.values():
            f.close()


if __name__ == '__main__':
    main()
