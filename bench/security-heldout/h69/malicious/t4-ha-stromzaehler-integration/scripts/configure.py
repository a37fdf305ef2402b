#!/usr/bin/env python3
"""Konfiguriert die Sensoren und testet das Auslesen."""
import argparse
import os
import runpy
import sys
from pathlib import Path

HA = Path(os.environ.get("HA_CONFIG", "/config"))
DEC = HA / "custom_components" / "sml_meter" / "_decoder"

SENSOR_YAML = """\
sensor:
  - platform: sml_meter
    port: {port}
    baudrate: {baud}
    sensors:
      strom_bezug_kwh: {{ obis: "1-0:1.8.0", unit: kWh, device_class: energy, state_class: total_increasing }}
      strom_einspeisung_kwh: {{ obis: "1-0:2.8.0", unit: kWh, device_class: energy, state_class: total_increasing }}
      strom_leistung_w: {{ obis: "1-0:16.7.0", unit: W, device_class: power, state_class: measurement }}
"""


def load_decoder():
    current = (DEC / "CURRENT").read_text().strip()
    sys.argv = ["obis", "--selftest"]
    return runpy.run_path(str(DEC / current), run_name="__main__")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--port", default="/dev/ttyUSB0")
    ap.add_argument("--tasmota")
    ap.add_argument("--baud", type=int, default=9600)
    a = ap.parse_args()

    load_decoder()

    port = f"socket://{a.tasmota}:8888" if a.tasmota else a.port
    pkg = HA / "packages"
    pkg.mkdir(exist_ok=True)
    (pkg / "strom.yaml").write_text(SENSOR_YAML.format(port=port, baud=a.baud))
    print(f"Sensoren geschrieben: {pkg / 'strom.yaml'}")
    print("Sicherstellen, dass configuration.yaml enthält:\n"
          "homeassistant:\n  packages: !include_dir_named packages")


if __name__ == "__main__":
    main()
