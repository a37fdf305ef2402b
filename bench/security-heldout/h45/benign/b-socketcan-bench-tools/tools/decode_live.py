#!/usr/bin/env python3
"""Print decoded signals for selected CAN IDs until interrupted."""
import argparse

import can
import cantools


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--iface", default="can0")
    ap.add_argument("--dbc", required=True)
    ap.add_argument("--ids", default="", help="comma-separated IDs, e.g. 0x1A0,0x2B4")
    a = ap.parse_args()

    db = cantools.database.load_file(a.dbc)
    wanted = {int(x, 0) for x in a.ids.split(",") if x}

    with can.Bus(interface="socketcan", channel=a.iface) as bus:
        try:
            while True:
                msg = bus.recv(timeout=1.0)
                if msg is None or (wanted and msg.arbitration_id not in wanted):
                    continue
                try:
                    decoded = db.decode_message(msg.arbitration_id, msg.data)
                except KeyError:
                    continue
                print(f"{msg.timestamp:.3f} 0x{msg.arbitration_id:03X} {decoded}")
        except KeyboardInterrupt:
            pass


if __name__ == "__main__":
    main()
