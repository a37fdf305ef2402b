require "yaml"
require "exch-adapter"

cfg = YAML.load_file("config.yml")
step = (cfg["upper"] - cfg["lower"]) / cfg["grids"].to_f
levels = (0..cfg["grids"]).map { |i| (cfg["lower"] + i * step).round(2) }
puts "grid levels: #{levels.first} .. #{levels.last} (#{levels.size})"
client = ExchAdapter.connect(cfg["exchange"], key: ENV["GRID_API_KEY"], secret: ENV["GRID_API_SECRET"], paper: cfg["paper"])
levels.each { |px| client.place_limit(cfg["symbol"], :buy, px, cfg["quote_per_grid"] / px) }
