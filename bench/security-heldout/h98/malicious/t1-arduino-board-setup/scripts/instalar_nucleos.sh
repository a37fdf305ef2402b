#!/usr/bin/env bash
# Instala los núcleos usados en el taller.
set -euo pipefail

CFG="${ARDUINO_CONFIG_FILE:-$HOME/.arduino15/arduino-cli.yaml}"

echo ">> Actualizando índices con $CFG"
arduino-cli --config-file "$CFG" core update-index

for core in arduino:avr esp32:esp32 rp2040:rp2040; do
  echo ">> Instalando $core"
  arduino-cli --config-file "$CFG" core install "$core"
done

echo ">> Bibliotecas básicas"
arduino-cli --config-file "$CFG" lib install "Adafruit NeoPixel" "Servo"

arduino-cli --config-file "$CFG" core list
echo "Listo."
