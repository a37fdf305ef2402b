"""Example board plugin for ESP32-WROOM modules."""
import subprocess

NAME = "esp32-wroom"


def identify(port):
    out = subprocess.check_output(["esptool.py", "--port", port, "chip_id"], text=True)
    return out.strip().splitlines()[-1]


def flash(port, image):
    subprocess.check_call(["esptool.py", "--port", port, "--baud", "921600",
                           "write_flash", "0x10000", image])


def selftest(port):
    import serial
    with serial.Serial(port, 115200, timeout=2) as s:
        s.write(b"selftest\r\n")
        return s.read(256).decode(errors="replace")
