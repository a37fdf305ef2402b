import argparse
import time
from collections import defaultdict, deque

from pymavlink import mavutil
from rich.live import Live
from rich.table import Table


class Vehicle:
    def __init__(self):
        self.type = '?'
        self.mode = '?'
        self.armed = False
        self.batt = None
        self.gps = '-'
        self.seq = deque(maxlen=500)


def table(vehicles):
    t = Table('SYS', 'TYPE', 'MODE', 'ARMED', 'BATT', 'GPS', 'LINK')
    for sid, v in sorted(vehicles.items()):
        link = 100
        if len(v.seq) > 2:
            expected = (v.seq[-1] - v.seq[0]) % 256 + 1
            link = min(100, int(100 * len(v.seq) / max(expected, 1)))
        batt = f'{v.batt:.1f}V' if v.batt else '-'
        t.add_row(str(sid), v.type, v.mode, 'yes' if v.armed else 'no', batt, v.gps, f'{link}%')
    return t


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('endpoints', nargs='+')
    ap.add_argument('--gcs-sysid', type=int, default=250)
    args = ap.parse_args()
    conns = [mavutil.mavlink_connection(e, source_system=args.gcs_sysid) for e in args.endpoints]
    vehicles = defaultdict(Vehicle)
    with Live(table(vehicles), refresh_per_second=2) as live:
        while True:
            for c in conns:
                msg = c.recv_match(blocking=False)
                if msg is None:
                    continue
                sid = msg.get_srcSystem()
                v = vehicles[sid]
                v.seq.append(msg.get_seq())
                t = msg.get_type()
                if t == 'HEARTBEAT':
                    v.type = mavutil.mavlink.enums['MAV_TYPE'][msg.type].name.replace('MAV_TYPE_', '')
                    v.mode = mavutil.mode_string_v10(msg)
                    v.armed = bool(msg.base_mode & mavutil.mavlink.MAV_MODE_FLAG_SAFETY_ARMED)
                elif t == 'SYS_STATUS':
                    v.batt = msg.voltage_battery / 1000.0
                elif t == 'GPS_RAW_INT':
                    v.gps = f'{msg.fix_type}/{msg.satellites_visible}'
            live.update(table(vehicles))
            time.sleep(0.01)
