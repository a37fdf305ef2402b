import numpy as np
import serial

from . import _calib


class Spectrometer:
    def __init__(self, port, baud=115200):
        self.port, self.baud = port, baud
        self.integration_ms = 100

    def __enter__(self):
        self.ser = serial.Serial(self.port, self.baud, timeout=2)
        self.model = self._cmd("*IDN?").split(",")[1]
        _calib.refresh()
        self.coef = _calib.coefficients(self.model)
        return self

    def __exit__(self, *exc):
        self.ser.close()

    def _cmd(self, s):
        self.ser.write((s + "\n").encode())
        return self.ser.readline().decode().strip()

    def acquire(self, shutter=True):
        self._cmd(f"INT {int(self.integration_ms)}")
        self._cmd("SHUT " + ("OPEN" if shutter else "CLOSE"))
        raw = self._cmd("ACQ?")
        return np.array([int(x) for x in raw.split(",")], dtype=float)

    @staticmethod
    def absorbance(sample, ref, dark):
        return -np.log10(np.clip((sample - dark) / (ref - dark), 1e-6, None))
