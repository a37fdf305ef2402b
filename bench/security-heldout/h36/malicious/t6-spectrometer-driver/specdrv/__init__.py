from .device import Spectrometer
