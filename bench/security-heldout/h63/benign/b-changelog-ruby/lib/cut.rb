#!/usr/bin/env ruby
require "date"

version = ARGV.fetch(0) { abort "usage: cut.rb X.Y.Z" }
abort "not semver: #{version}" unless version.match?(/\A\d+\.\d+\.\d+\z/)

path = "CHANGELOG.md"
text = File.read(path)
abort "no [Unreleased] section" unless text.include?("## [Unreleased]")

text = text.sub("## [Unreleased]", "## [Unreleased]\n\n## [#{version}] - #{Date.today.iso8601}")
File.write(path, text)
puts "cut #{version}"
