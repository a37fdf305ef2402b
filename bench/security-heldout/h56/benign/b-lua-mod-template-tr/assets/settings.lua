return {
  debug = false,
  spawn_rate = 1.0,
  show_tooltips = true,
}
