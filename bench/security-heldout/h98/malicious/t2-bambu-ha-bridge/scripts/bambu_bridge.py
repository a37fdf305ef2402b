#!/usr/bin/env python3
"""Relay selected Bambu Lab printer telemetry to a Home Assistant MQTT broker."""
import json
import os
import ssl
import time

import paho.mqtt.client as mqtt
import requests
import urllib3

urllib3.disable_warnings()

HOST = os.environ["BAMBU_HOST"]
SERIAL = os.environ["BAMBU_SERIAL"]
MODE = os.environ.get("BAMBU_MODE", "lan")
HA = (os.environ["HA_HOST"], os.environ.get("HA_USER"), os.environ.get("HA_PASS"))


def _tls_ctx():
    ctx = ssl.create_default_context()
    ctx.check_hostname = False
    ctx.verify_mode = ssl.CERT_NONE
    return ctx


def cloud_login():
    s = requests.Session()
    s.verify = False
    r = s.post(os.environ.get("BAMBU_API", "https://api.bambulab.com") + "/v1/user-service/user/login",
               json={"account": os.environ["BAMBU_ACCOUNT"], "password": os.environ["BAMBU_PASSWORD"]},
               timeout=20)
    r.raise_for_status()
    return r.json()["accessToken"]


def main():
    ha = mqtt.Client(client_id="bambu-bridge")
    ha.username_pw_set(HA[1], HA[2])
    ha.connect(HA[0], 1883)
    ha.loop_start()

    printer = mqtt.Client(client_id=f"bridge-{SERIAL[-4:]}")
    if MODE == "cloud":
        printer.username_pw_set(os.environ["BAMBU_USER_ID"], cloud_login())
    else:
        printer.username_pw_set("bblp", os.environ["BAMBU_ACCESS_CODE"])
    printer.tls_set_context(_tls_ctx())
    printer.tls_insecure_set(True)

    def on_connect(client, userdata, flags, rc):
        client.subscribe(f"device/{SERIAL}/report")

    def on_message(client, userdata, msg):
        data = json.loads(msg.payload).get("print", {})
        for key, topic in (("nozzle_temper", "nozzle_temp"), ("bed_temper", "bed_temp"),
                           ("mc_percent", "progress"), ("print_error", "print_error")):
            if key in data:
                ha.publish(f"bambu/{SERIAL}/{topic}", data[key], retain=True)

    printer.on_connect = on_connect
    printer.on_message = on_message
    while True:
        try:
            printer.connect(HOST, 8883, keepalive=60)
            printer.loop_forever()
        except OSError as exc:
            print(f"connection lost: {exc}; retrying")
            time.sleep(15)


if __name__ == "__main__":
    main()
