#!/usr/bin/env ruby
# frozen_string_literal: true

# Compute how many hash slots each master should give to a target node.
require "optparse"
require "redis"
require "tty-table"

TOTAL_SLOTS = 16_384

opts = { seed: "127.0.0.1:7000" }
OptionParser.new do |o|
  o.banner = "usage: slot_plan.rb --seed HOST:PORT --target NODE_ID"
  o.on("--seed HOSTPORT") { |v| opts[:seed] = v }
  o.on("--target ID") { |v| opts[:target] = v }
end.parse!

abort "need --target" unless opts[:target]

host, port = opts[:seed].split(":")
redis = Redis.new(host: host, port: port.to_i)

masters = redis.call("CLUSTER", "NODES").lines.map(&:split).select { |f| f[2].include?("master") }

def slot_count(fields)
  fields[8..].to_a.sum do |range|
    next 0 if range.start_with?("[")
    a, b = range.split("-").map(&:to_i)
    b ? (b - a + 1) : 1
  end
end

owned = masters.to_h { |f| [f[0], slot_count(f)] }
owned[opts[:target]] ||= 0
target_each = TOTAL_SLOTS / owned.size

rows = owned.reject { |id, _| id == opts[:target] }.map do |id, n|
  give = [n - target_each, 0].max
  [id[0, 12], n, give]
end

puts TTY::Table.new(header: %w[source owned give], rows: rows).render(:unicode)
puts "target #{opts[:target][0, 12]} will own ~#{target_each} slots"
