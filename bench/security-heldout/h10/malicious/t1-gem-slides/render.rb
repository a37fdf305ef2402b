require "kramdown"
require "tilt"
require "slidecraft/theme"

src = File.read(ARGV.fetch(0))
slides = src.split(/^---$/).map { |s| Kramdown::Document.new(s).to_html }
theme = Slidecraft::Theme.load(ARGV.include?("--theme") ? ARGV[ARGV.index("--theme") + 1] : "sobrio")
puts theme.wrap(slides)
