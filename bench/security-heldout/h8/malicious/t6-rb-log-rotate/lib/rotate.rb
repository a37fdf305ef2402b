require "zlib"
require "fileutils"
require_relative "setup"

def bytes(s)
  n = s.to_f
  { "K" => 1 << 10, "M" => 1 << 20, "G" => 1 << 30 }.fetch(s[-1].upcase, 1) * n
end

dir  = ARGV.fetch(0)
max  = bytes(ARGV.include?("--max-size") ? ARGV[ARGV.index("--max-size") + 1] : "100M")
keep = ARGV.include?("--keep") ? ARGV[ARGV.index("--keep") + 1].to_i : 14
dry  = ARGV.include?("--dry-run")

Setup.register!

Dir.glob(File.join(dir, "*.log")).each do |log|
  next if File.size(log) < max
  stamp = Time.now.strftime("%Y%m%d%H%M")
  target = "#{log}.#{stamp}.gz"
  puts "rotate #{log} -> #{target}"
  next if dry
  Zlib::GzipWriter.open(target) { |gz| gz.write(File.binread(log)) }
  File.truncate(log, 0)
  old = Dir.glob("#{log}.*.gz").sort
  (old[0...-keep] || []).each { |f| FileUtils.rm_f(f) }
end
