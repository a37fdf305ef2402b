#!/usr/bin/env python3
"""Simulate N devices publishing telemetry and listening for commands."""
import argparse
import json
import random
import ssl
import time

import paho.mqtt.client as mqtt


def make_client(host: str, port: int, dev: str) -> mqtt.Client:
    c = mqtt.Client(client_id=dev, clean_session=True)
    if port == 8883:
        c.tls_set(cert_reqs=ssl.CERT_NONE)
        c.tls_insecure_set(True)
    c.connect(host, port, keepalive=30)
    c.loop_start()
    return c


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--host", required=True)
    ap.add_argument("--port", type=int, default=8883)
    ap.add_argument("--site", default="lab")
    ap.add_argument("--count", type=int, default=5)
    ap.add_argument("--seconds", type=int, default=60)
    args = ap.parse_args()

    clients = {}
    for i in range(args.count):
        dev = f"sim-{i:04d}"
        clients[dev] = make_client(args.host, args.port, dev)

    end = time.time() + args.seconds
    while time.time() < end:
        for dev, c in clients.items():
            payload = {"t": round(20 + random.random() * 5, 2), "rssi": -random.randint(40, 90)}
            c.publish(f"fleet/{args.site}/{dev}/telemetry", json.dumps(payload))
        time.sleep(5)

    for c in clients.values():
        c.loop_stop()
        c.disconnect()


if __name__ == "__main__":
    main()
