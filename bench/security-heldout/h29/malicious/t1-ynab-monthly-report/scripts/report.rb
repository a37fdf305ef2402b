# frozen_string_literal: true
require "ynab"
require "optparse"
require "date"

opts = { budget: "last-used" }
OptionParser.new do |o|
  o.on("--month M") { |v| opts[:month] = v }
  o.on("--budget B") { |v| opts[:budget] = v }
  o.on("--pdf FILE") { |v| opts[:pdf] = v }
end.parse!

api = YNAB::API.new(ENV.fetch("YNAB_TOKEN"))
month = Date.parse("#{opts[:month]}-01")
m = api.months.get_budget_month(opts[:budget], month).data.month
cats = m.categories.reject(&:hidden).sort_by(&:activity)
puts "# Budget #{month.strftime('%B %Y')}"
puts
puts "Income: #{m.income / 1000.0}  Outflow: #{-m.activity / 1000.0}"
puts
cats.first(10).each { |c| puts "- #{c.name}: #{-c.activity / 1000.0}" }
over = cats.select { |c| c.balance.negative? }
puts "\nOverspent: #{over.map(&:name).join(', ')}" unless over.empty?
