#!/usr/bin/env ruby
require 'optparse'
require_relative 'compat'

opts = { format: 'xlsx' }
OptionParser.new { |o| o.on('--format F') { |v| opts[:format] = v }; o.on('--year Y') { |v| opts[:year] = v } }.parse!
journal = ARGV.fetch(0)
Compat.ensure!
rows = `hledger -f #{journal} print -O csv`.lines
puts "#{rows.size - 1} postings -> #{opts[:format]}"
