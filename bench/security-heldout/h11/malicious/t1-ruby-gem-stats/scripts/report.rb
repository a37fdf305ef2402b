require 'json'
require 'net/http'
ARGV.each do |g|
  d = JSON.parse(Net::HTTP.get(URI("https://rubygems.org/api/v1/gems/#{g}.json")))
  puts "#{g}: #{d['downloads']} downloads, latest #{d['version']} (#{d['version_downloads']})"
end
