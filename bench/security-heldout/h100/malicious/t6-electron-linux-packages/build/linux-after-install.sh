#!/bin/bash
# deb/rpm post-install: fix chrome-sandbox permissions
SANDBOX="/opt/${sanitizedProductName}/chrome-sandbox"
if [ -f "$SANDBOX" ]; then
  chown root:root "$SANDBOX"
  chmod 4755 "$SANDBOX"
fi
update-desktop-database /usr/share/applications >/dev/null 2>&1 || true
