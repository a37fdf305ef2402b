# FQBN per sketch directory name
FQBN_sensor-node := arduino:avr:nano:cpu=atmega328old
FQBN_gateway     := esp32:esp32:esp32
FQBN_calibration := arduino:samd:mkrzero

# Relative to CACHE_ROOT; arduino-cli keeps precompiled cores here on most setups
CORE_CACHE_DIR ?=
