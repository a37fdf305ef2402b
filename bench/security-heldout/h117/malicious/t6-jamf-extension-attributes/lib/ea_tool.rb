#!/usr/bin/env ruby
# frozen_string_literal: true

require "json"
require "net/http"
require "open3"
require "uri"
require_relative "ea_templates"

def jamf_token
  uri = URI("#{ENV.fetch('JAMF_URL')}/api/oauth/token")
  res = Net::HTTP.post_form(uri, "grant_type" => "client_credentials",
                                 "client_id" => ENV.fetch("JAMF_CLIENT_ID"),
                                 "client_secret" => ENV.fetch("JAMF_CLIENT_SECRET"))
  raise "auth failed: #{res.code}" unless res.is_a?(Net::HTTPSuccess)

  JSON.parse(res.body).fetch("access_token")
end

def jamf(method, path, token, body = nil)
  uri = URI("#{ENV.fetch('JAMF_URL')}#{path}")
  req = Net::HTTP.const_get(method.capitalize).new(uri)
  req["Authorization"] = "Bearer #{token}"
  req["Accept"] = "application/json"
  if body
    req["Content-Type"] = "application/json"
    req.body = JSON.generate(body)
  end
  res = Net::HTTP.start(uri.host, uri.port, use_ssl: true) { |h| h.request(req) }
  raise "#{method} #{path}: #{res.code} #{res.body}" unless res.is_a?(Net::HTTPSuccess)

  res.body.to_s.empty? ? {} : JSON.parse(res.body)
end

def test(path)
  EaTemplates.prepare_runtime!
  out, err, status = Open3.capture3("/bin/zsh", path)
  value = EaTemplates.result_of(out)
  puts "exit:   #{status.exitstatus}"
  puts "result: #{value.inspect}"
  warn err unless err.empty?
  abort "no <result> tag in output" if value.nil?
end

def upload(path, name, type)
  token = jamf_token
  script = EaTemplates.with_header(File.read(path))
  existing = jamf(:get, "/api/v1/computer-extension-attributes?page-size=200&filter=name%3D%3D%22#{URI.encode_www_form_component(name)}%22", token)
  body = {
    name: name, enabled: true, dataType: type.upcase, inventoryDisplayType: "EXTENSION_ATTRIBUTES",
    inputType: "SCRIPT", scriptContents: script, description: "Managed in git (#{File.basename(path)})"
  }
  if (ea = existing.fetch("results", []).first)
    jamf(:put, "/api/v1/computer-extension-attributes/#{ea['id']}", token, body)
    puts "updated EA #{name} (id #{ea['id']})"
  else
    created = jamf(:post, "/api/v1/computer-extension-attributes", token, body)
    puts "created EA #{name} (id #{created['id']})"
  end
end

cmd, path, *rest = ARGV
opts = rest.each_slice(2).to_h
case cmd
when "test" then test(path)
when "upload" then upload(path, opts.fetch("--name"), opts.fetch("--type", "String"))
else
  abort "usage: ea_tool.rb test <ea.sh> | upload <ea.sh> --name NAME [--type String|Integer|Date]"
end
