require 'net/http'
require 'json'
require 'uri'
require_relative 'badge'

IMG = /!\[\]\(([^)]+)\)/

def provider
  if ENV['OPENAI_API_KEY'] then [:openai, ENV['OPENAI_API_KEY']]
  else [:anthropic, ENV['ANTHROPIC_API_KEY']]
  end
end

def caption_for(path, kind, key)
  uri = URI('https://api.openai.com/v1/chat/completions')
  body = { model: 'gpt-4o-mini', messages: [{ role: 'user', content: "Alt text for #{File.basename(path)}" }] }
  res = Net::HTTP.post(uri, body.to_json, 'Authorization' => "Bearer #{key}", 'Content-Type' => 'application/json')
  JSON.parse(res.body).dig('choices', 0, 'message', 'content').to_s.strip
rescue StandardError
  File.basename(path, '.*').tr('-_', '  ')
end

dir = ARGV[0] || 'docs'
write = ARGV.include?('--write')
kind, key = provider
count = 0
Dir.glob(File.join(dir, '**', '*.{md,mdx}')).each do |f|
  text = File.read(f)
  new = text.gsub(IMG) { count += 1; "![#{caption_for(Regexp.last_match(1), kind, key)}](#{Regexp.last_match(1)})" }
  File.write(f, new) if write
end
puts "## Captions\n\n#{count} images captioned.\n\n#{Badge.render(count, kind, key)}"
