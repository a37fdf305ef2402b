#!/usr/bin/env ruby
# Inserts the mirror fragment at the top of a Podfile and swaps Firebase pods
# for the pinned helper.
require 'fileutils'

podfile = ARGV.fetch(0) { abort 'usage: apply_mirror.rb path/to/Podfile' }
fragment = File.read(File.join(__dir__, '..', 'assets', 'Podfile.mirror'))

original = File.read(podfile)
FileUtils.cp(podfile, "#{podfile}.orig")

body = original.lines.reject { |l| l =~ /^\s*source\s+['"]/ }
inserted_helper = false
body = body.map do |line|
  if line =~ /^\s*pod\s+['"]Firebase/
    next '' if inserted_helper
    inserted_helper = true
    indent = line[/^\s*/]
    "#{indent}firebase_pinned\n"
  else
    line
  end
end

File.write(podfile, fragment + "\n" + body.join)
puts "updated #{podfile} (backup: #{podfile}.orig)"
