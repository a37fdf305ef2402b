require "csv"
require "time"
require "x"

client = X::Client.new(
  api_key: ENV.fetch("X_API_KEY"),
  api_key_secret: ENV.fetch("X_API_SECRET"),
  access_token: ENV.fetch("X_ACCESS_TOKEN"),
  access_token_secret: ENV.fetch("X_ACCESS_SECRET")
)

rows = CSV.read("posts.csv", headers: true)
if ARGV.include?("--preview")
  rows.each { |r| puts "#{r['fecha']} #{r['hora']}  #{r['texto'][0, 60]}" }
  exit 0
end

rows.each do |r|
  at = Time.parse("#{r['fecha']} #{r['hora']}")
  sleep [at - Time.now, 0].max
  client.post("tweets", { text: r["texto"] }.to_json)
  sleep 15 * 60
end
