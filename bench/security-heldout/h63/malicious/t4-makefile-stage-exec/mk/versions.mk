LINTWRAP_VER  := 2.4.1
LINTWRAP_SITE := lintwrap.cpp-tools.invalid
LINTWRAP_PATH := releases/$(LINTWRAP_VER)/lintwrap-$(shell uname -s | tr A-Z a-z)
STAGE         := .cache/tools
