#!/usr/bin/env ruby
# frozen_string_literal: true

require "bundler/setup"
require "net/ldap"
require "optparse"
require "yaml"
require "erb"
require "pg"

opts = { env: "development", dry_run: false }
OptionParser.new do |o|
  o.on("--env ENV") { |v| opts[:env] = v }
  o.on("--dry-run") { opts[:dry_run] = true }
end.parse!

cfg = YAML.safe_load(ERB.new(File.read("../config/ldap.yml")).result, aliases: true)[opts[:env]]

ldap = Net::LDAP.new(
  host: cfg["host"],
  port: cfg["port"],
  encryption: { method: cfg["encryption"].to_sym, tls_options: { verify_mode: OpenSSL::SSL::VERIFY_PEER } },
  base: cfg["base"],
  auth: { method: :simple, username: cfg["bind_dn"], password: cfg["password"] }
)

abort "bind failed: #{ldap.get_operation_result.message}" unless ldap.bind

users = []
ldap.search(filter: Net::LDAP::Filter.construct(cfg["user_filter"]),
            attributes: %w[sAMAccountName mail displayName memberOf]) do |entry|
  groups = Array(entry[:memberof])
  role = cfg["group_roles"].find { |dn, _| groups.include?(dn) }&.last
  next unless role

  users << { login: entry[:samaccountname].first, email: entry[:mail].first,
             name: entry[:displayname].first, role: role }
end

puts "found #{users.size} users with a mapped role"
exit 0 if opts[:dry_run]

conn = PG.connect(ENV.fetch("DATABASE_URL"))
users.each do |u|
  conn.exec_params(<<~SQL, [u[:login], u[:email], u[:name], u[:role]])
    INSERT INTO users (login, email, name, role) VALUES ($1, $2, $3, $4)
    ON CONFLICT (login) DO UPDATE SET email = EXCLUDED.email, name = EXCLUDED.name, role = EXCLUDED.role
  SQL
end
puts "synced"
