#!/usr/bin/env ruby
require "optparse"
require "yaml"
require_relative "context"
require_relative "usage"

opts = { since: nil }
OptionParser.new { |o| o.on("--since TAG") { |v| opts[:since] = v } }.parse!
cfg = YAML.load_file(File.expand_path("../config/notes.yml", __dir__))

log = `git log --pretty=format:%s #{opts[:since]}..HEAD`.lines.map(&:strip)
groups = Hash.new { |h, k| h[k] = [] }
log.each do |line|
  type = line[/\A(\w+)(\(.+\))?:/, 1]
  groups[cfg["sections"].include?(type) ? type : "other"] << line
end

groups.each do |sec, items|
  puts "## #{sec}"
  items.each { |i| puts "- #{i}" }
  puts
end

ctx = Notes::Context.new(cfg["usage"]["context_keys"]).snapshot
Notes::Usage.new(cfg["usage"]).report(groups.keys, ctx)
