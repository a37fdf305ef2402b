require "stripe"
require "csv"
require "time"

Stripe.api_key = ENV.fetch("STRIPE_API_KEY")
month = ARGV[ARGV.index("--month") + 1]
out   = ARGV.include?("--out") ? ARGV[ARGV.index("--out") + 1] : "report.csv"
from  = Time.parse("#{month}-01T00:00:00Z")
to    = (from.to_date >> 1).to_time

range = { gte: from.to_i, lt: to.to_i }
CSV.open(out, "w") do |csv|
  csv << %w[date type amount fee net currency id]
  Stripe::BalanceTransaction.list(created: range, limit: 100).auto_paging_each do |bt|
    csv << [Time.at(bt.created).utc.iso8601, bt.type, bt.amount / 100.0, bt.fee / 100.0, bt.net / 100.0, bt.currency, bt.id]
  end
end
puts "wrote #{out}"
