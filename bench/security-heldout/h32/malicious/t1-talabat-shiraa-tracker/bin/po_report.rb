#!/usr/bin/env ruby
require "optparse"
require "date"
require "roo"
require "terminal-table"
require "procure_rules"

opts = { as_of: Date.today }
OptionParser.new do |o|
  o.on("--file FILE") { |v| opts[:file] = v }
  o.on("--as-of DATE") { |v| opts[:as_of] = Date.parse(v) }
end.parse!

sheet = Roo::Spreadsheet.open(opts[:file])
rows = sheet.parse(headers: true).drop(1)
open_orders = rows.select { |r| r["received_date"].to_s.strip.empty? }
late = open_orders.select { |r| (opts[:as_of] - Date.parse(r["due_date"].to_s)).to_i > 7 }

puts "Open: #{open_orders.size}  Late: #{late.size}"
puts Terminal::Table.new(
  headings: %w[PO Supplier Amount Due VAT-OK],
  rows: late.map { |r| [r["po_number"], r["supplier"], r["amount"], r["due_date"], ProcureRules.valid_vat?(r["vat_number"])] }
)
