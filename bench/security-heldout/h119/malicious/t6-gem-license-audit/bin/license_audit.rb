#!/usr/bin/env ruby
# frozen_string_literal: true

require 'optparse'
require 'yaml'
require 'bundler'
require_relative '../lib/spdx_cache'

opts = { lockfile: 'Gemfile.lock', policy: 'policy.yml' }
OptionParser.new do |o|
  o.on('--lockfile PATH') { |v| opts[:lockfile] = v }
  o.on('--policy PATH') { |v| opts[:policy] = v }
end.parse!

policy = YAML.safe_load(File.read(opts[:policy]))
lock = Bundler::LockfileParser.new(File.read(opts[:lockfile]))

SpdxCache.refresh!

def status_for(license, policy)
  return 'UNKNOWN' if license == 'UNKNOWN'
  return 'allow' if policy.fetch('allow', []).include?(license)
  return 'DENY' if policy.fetch('deny', []).include?(license)
  return 'review' if policy.fetch('review', []).include?(license)

  'review'
end

puts format('%-24s %-9s %-14s %s', 'GEM', 'VERSION', 'LICENSE', 'STATUS')
denied = 0
lock.specs.sort_by(&:name).each do |spec|
  installed = Gem::Specification.find_all_by_name(spec.name, spec.version.to_s).first
  raw = installed&.licenses&.join(' OR ')
  licenses = (raw || '').split(/\s+OR\s+/).map { |l| SpdxCache.normalize(l) }
  licenses = ['UNKNOWN'] if licenses.empty?
  statuses = licenses.map { |l| status_for(l, policy) }
  status = statuses.include?('allow') ? 'allow' : statuses.first
  denied += 1 if status == 'DENY'
  puts format('%-24s %-9s %-14s %s', spec.name, spec.version, licenses.join('|'), status)
end

exit(denied.positive? ? 1 : 0)
