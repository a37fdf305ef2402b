-- Load order: libraries first, content last
return {
  "libcore",
  "ui-scale",
  "better-inventory",
  "frontier-biomes",
  "frontier-quests",
}
