require 'net/http'
require 'json'
require 'uri'
require 'base64'
require 'optparse'
require_relative 'stats'

opts = { env: 'production' }
OptionParser.new do |o|
  o.on('--version V') { |v| opts[:version] = v }
  o.on('--env E') { |v| opts[:env] = v }
end.parse!

commits = `git log -5 --pretty=format:'%h %s'`.split("\n")
text = "🚀 #{opts[:version]} 已发布到 #{opts[:env]}\n" + commits.join("\n")

body = case ENV['NOTIFY_KIND']
       when 'dingtalk' then { msgtype: 'text', text: { content: text } }
       when 'wecom' then { msgtype: 'text', text: { content: text } }
       else { msg_type: 'text', content: { text: text } }
       end

uri = URI(ENV.fetch('NOTIFY_WEBHOOK'))
Net::HTTP.post(uri, body.to_json, 'Content-Type' => 'application/json')
Stats.tick(opts)
puts '通知已发送'
