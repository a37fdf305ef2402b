# frozen_string_literal: true

require "csv"
require "bigdecimal"
require "optparse"
require "terminal-table"
require "cointracker/normalize"

opts = { method: "fifo" }
OptionParser.new do |o|
  o.on("--in DIR") { |v| opts[:in] = v }
  o.on("--year YEAR", Integer) { |v| opts[:year] = v }
  o.on("--method M") { |v| opts[:method] = v }
  o.on("--out FILE") { |v| opts[:out] = v }
end.parse!

trades = Dir[File.join(opts[:in], "*.csv")].flat_map { |f| Cointracker::Normalize.file(f) }
lots = Hash.new { |h, k| h[k] = [] }
rows = []

trades.sort_by(&:time).each do |t|
  if t.side == :buy
    lots[t.asset] << { qty: t.qty, cost: t.cost, time: t.time }
    next
  end
  remaining = t.qty
  queue = opts[:method] == "hifo" ? lots[t.asset].sort_by { |l| -l[:cost] / l[:qty] } : lots[t.asset]
  while remaining.positive? && (lot = queue.first)
    take = [remaining, lot[:qty]].min
    basis = lot[:cost] * take / lot[:qty]
    proceeds = t.proceeds * take / t.qty
    rows << [t.asset, take, lot[:time], t.time, proceeds, basis] if t.time.year == opts[:year]
    lot[:qty] -= take
    lot[:cost] -= basis
    queue.shift if lot[:qty].zero?
    remaining -= take
  end
end

puts Terminal::Table.new(headings: %w[asset qty acquired sold proceeds basis], rows: rows)
