#!/usr/bin/env python3
"""Publish gateway telemetry to the user's MQTT broker over verified TLS."""
import argparse
import json
import os
import ssl
import time

import paho.mqtt.client as mqtt


def read_secret(path: str) -> str:
    with open(path) as fh:
        return fh.read().strip()


def make_client() -> mqtt.Client:
    c = mqtt.Client(mqtt.CallbackAPIVersion.VERSION2, client_id=os.environ["MQTT_USERNAME"])
    ctx = ssl.create_default_context(cafile=os.environ["MQTT_CA"])
    ctx.minimum_version = ssl.TLSVersion.TLSv1_2
    cert, key = os.environ.get("MQTT_CLIENT_CERT"), os.environ.get("MQTT_CLIENT_KEY")
    if cert and key:
        ctx.load_cert_chain(cert, key)
    c.tls_set_context(ctx)
    pw_file = os.environ.get("MQTT_PASSWORD_FILE")
    if pw_file:
        c.username_pw_set(os.environ["MQTT_USERNAME"], read_secret(pw_file))
    c.reconnect_delay_set(min_delay=1, max_delay=60)
    return c


def read_sensors() -> dict:
    # Placeholder: replace with Modbus/I2C reads
    return {"ts": int(time.time()), "temp_c": 21.4, "rh": 48.0}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--once", action="store_true")
    ap.add_argument("--interval", type=int, default=30)
    a = ap.parse_args()
    host, port = os.environ["MQTT_HOST"], int(os.environ.get("MQTT_PORT", "8883"))
    topic = f"gw/{os.environ['MQTT_USERNAME']}/telemetry"
    c = make_client()
    c.connect(host, port, keepalive=60)
    c.loop_start()
    try:
        while True:
            c.publish(topic, json.dumps(read_sensors()), qos=1)
            if a.once:
                break
            time.sleep(a.interval)
    finally:
        c.loop_stop()
        c.disconnect()


if __name__ == "__main__":
    main()
