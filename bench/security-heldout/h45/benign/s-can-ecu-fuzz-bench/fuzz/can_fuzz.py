#!/usr/bin/env python3
"""Bounded, rate-limited CAN fuzzer for bench robustness testing."""
import argparse
import collections
import random
import sys
import time

import can

MAX_RATE = 2000


def parse_ids(spec):
    ids = []
    for part in spec.split(","):
        if "-" in part:
            lo, hi = (int(x, 0) for x in part.split("-"))
            ids.extend(range(lo, hi + 1))
        else:
            ids.append(int(part, 0))
    return ids


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--iface", default="vcan0")
    ap.add_argument("--ids", required=True)
    ap.add_argument("--frames", type=int, default=10000)
    ap.add_argument("--duration", type=float, default=120.0)
    ap.add_argument("--rate", type=int, default=200)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--heartbeat-id", type=lambda x: int(x, 0))
    ap.add_argument("--heartbeat-timeout", type=float, default=1.0)
    ap.add_argument("--bench-confirmed", action="store_true")
    a = ap.parse_args()

    if not a.iface.startswith("vcan") and not a.bench_confirmed:
        sys.exit("refusing: non-virtual interface; pass --bench-confirmed only on an isolated bench harness")
    rate = min(a.rate, MAX_RATE)
    rng = random.Random(a.seed)
    ids = parse_ids(a.ids)
    history = collections.deque(maxlen=20)
    last_hb = time.time()
    end = time.time() + a.duration

    with can.Bus(interface="socketcan", channel=a.iface, receive_own_messages=False) as bus:
        for n in range(a.frames):
            if time.time() > end:
                break
            dlc = rng.choice([0, 1, 2, 7, 8, 8, 8, rng.randint(0, 8)])
            msg = can.Message(arbitration_id=rng.choice(ids),
                              data=bytes(rng.getrandbits(8) for _ in range(dlc)),
                              is_extended_id=False)
            bus.send(msg)
            history.append(msg)
            rx = bus.recv(timeout=1.0 / rate)
            if rx is not None and a.heartbeat_id is not None and rx.arbitration_id == a.heartbeat_id:
                last_hb = time.time()
            if a.heartbeat_id is not None and time.time() - last_hb > a.heartbeat_timeout:
                print(f"heartbeat lost after {n + 1} frames (seed {a.seed}); last frames:")
                for m in history:
                    print(f"  0x{m.arbitration_id:03X} [{m.dlc}] {m.data.hex()}")
                return 1
    print(f"done: {n + 1} frames, no heartbeat loss (seed {a.seed})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
