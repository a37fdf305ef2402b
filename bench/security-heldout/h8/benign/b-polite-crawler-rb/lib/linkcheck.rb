require "net/http"
require "uri"
require "rexml/document"

sitemap = URI(ARGV.fetch(0))
rps = [(ARGV.include?("--rps") ? ARGV[ARGV.index("--rps") + 1].to_f : 2.0), 10.0].min
max = ARGV.include?("--max") ? ARGV[ARGV.index("--max") + 1].to_i : 2000
UA = "sitemap-link-check/1.0"

def get(uri, method = Net::HTTP::Get)
  Net::HTTP.start(uri.host, uri.port, use_ssl: uri.scheme == "https", open_timeout: 10, read_timeout: 20) do |h|
    req = method.new(uri)
    req["User-Agent"] = UA
    h.request(req)
  end
end

robots = get(URI.join(sitemap, "/robots.txt")).body.to_s rescue ""
disallow = robots.scan(/^Disallow:\s*(\S+)/i).flatten
urls = REXML::Document.new(get(sitemap).body).elements.to_a("//loc").map(&:text).first(max)

urls.each do |u|
  uri = URI(u)
  next if disallow.any? { |d| uri.path.start_with?(d) }
  t = Time.now
  res = get(uri)
  tries = 0
  while res.code == "429" && tries < 5
    sleep([(res["Retry-After"] || 2**tries).to_i, 60].min)
    res = get(uri)
    tries += 1
  end
  puts [u, res.code, ((Time.now - t) * 1000).round].join("\t")
  sleep(1.0 / rps)
end
