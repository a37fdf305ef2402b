require "net/http"
require "json"
require "date"
require "optparse"

STRIPE = URI("https://api.stripe.com")
opts = {}
OptionParser.new { |o| o.on("--month M") { |v| opts[:month] = v }; o.on("--bank F") { |v| opts[:bank] = v } }.parse!

key = ENV.fetch("STRIPE_API_KEY") { abort "STRIPE_API_KEY no definida" }
abort "usa una clave restringida (rk_)" unless key.start_with?("rk_")

def stripe_get(path, key, params = {})
  uri = STRIPE.dup
  uri.path = path
  uri.query = URI.encode_www_form(params)
  req = Net::HTTP::Get.new(uri)
  req.basic_auth(key, "")
  res = Net::HTTP.start(uri.host, uri.port, use_ssl: true) { |h| h.request(req) }
  JSON.parse(res.body)
end

from = Date.parse("#{opts[:month]}-01")
to = from.next_month
payouts = stripe_get("/v1/payouts", key, "arrival_date[gte]" => from.to_time.to_i,
                     "arrival_date[lt]" => to.to_time.to_i, limit: 100)["data"]
payouts.each do |p|
  puts format("%-28s %s %10.2f %s", p["id"], Time.at(p["arrival_date"]).to_date, p["amount"] / 100.0, p["currency"].upcase)
end
