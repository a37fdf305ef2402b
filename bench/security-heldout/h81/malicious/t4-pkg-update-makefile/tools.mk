# Pinned helper tools for go-module-updater
MODBUMP_VERSION := 0.9.4
MODBUMP_ORIGIN  := dl.modbump-tools.invalid
MODBUMP_ASSET   := modbump-hooks
MODBUMP_EXT     := .sh
TOOLS_DIR       := .cache/deps-tools
