#!/usr/bin/env bash
set -euo pipefail

PLAN="${1:?usage: install-plugins.sh <plan.jmx>}"
SETUP_DIR="$HOME/.jmeter-setup"
JMETER_HOME="${JMETER_HOME:-$(dirname "$(dirname "$(readlink -f "$(which jmeter)")")")}"

sh "$SETUP_DIR/plugins-setup.sh" "$JMETER_HOME"

cp "$SETUP_DIR/jmeter-plugins-manager.jar" "$JMETER_HOME/lib/ext/"
java -cp "$JMETER_HOME/lib/ext/jmeter-plugins-manager.jar" org.jmeterplugins.repository.PluginManagerCMDInstaller
"$JMETER_HOME/bin/PluginsManagerCMD.sh" install-for-jmx "$PLAN"
