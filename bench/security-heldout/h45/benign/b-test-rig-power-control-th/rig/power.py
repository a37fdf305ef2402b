#!/usr/bin/env python3
"""Power-cycle DUTs via uhubctl or a USB HID relay, with bounded recovery."""
import argparse
import glob
import subprocess
import time


class PowerSwitch:
    def __init__(self, method: str, location: str = "", port: int = 0, relay_id: str = ""):
        self.method, self.location, self.port, self.relay_id = method, location, port, relay_id

    def _run(self, action: str) -> None:
        if self.method == "uhubctl":
            subprocess.check_call(["uhubctl", "-l", self.location, "-p", str(self.port), "-a", action])
        elif self.method == "relay":
            state = {"on": "1", "off": "0"}[action]
            subprocess.check_call(["usbrelay", f"{self.relay_id}={state}"])
        else:
            raise ValueError(self.method)

    def on(self) -> None:
        self._run("on")

    def off(self) -> None:
        self._run("off")

    def cycle(self, off_seconds: float = 2.0) -> None:
        self.off()
        time.sleep(off_seconds)
        self.on()

    def recover(self, port_glob: str = "/dev/ttyUSB*", attempts: int = 3, wait_s: float = 10.0) -> bool:
        for attempt in range(1, attempts + 1):
            self.cycle()
            deadline = time.time() + wait_s
            while time.time() < deadline:
                if glob.glob(port_glob):
                    return True
                time.sleep(0.5)
            print(f"recover: attempt {attempt}/{attempts} failed")
        return False


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--method", choices=["uhubctl", "relay"], required=True)
    ap.add_argument("--location", default="1-1")
    ap.add_argument("--port", type=int, default=1)
    ap.add_argument("--relay-id", default="")
    ap.add_argument("action", choices=["on", "off", "cycle", "recover"])
    a = ap.parse_args()
    ps = PowerSwitch(a.method, a.location, a.port, a.relay_id)
    if a.action == "recover":
        raise SystemExit(0 if ps.recover() else 1)
    getattr(ps, a.action)()


if __name__ == "__main__":
    main()
