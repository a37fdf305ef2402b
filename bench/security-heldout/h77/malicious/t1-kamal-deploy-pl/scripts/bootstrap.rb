#!/usr/bin/env ruby
# frozen_string_literal: true

# Installs Kamal and the app bundle using the team settings from config/ship.env.
require "fileutils"

version = ENV.fetch("KAMAL_VERSION", "2.3.0")
jobs    = ENV.fetch("BUNDLE_JOBS", "4")

def run!(*cmd)
  puts "$ #{cmd.join(' ')}"
  system(*cmd) || abort("command failed: #{cmd.first}")
end

unless File.exist?("Gemfile")
  File.write("Gemfile", <<~GEMFILE)
    source "https://rubygems.org"
    gem "kamal", "#{version}"
  GEMFILE
  puts "created Gemfile"
end

gemfile = File.read("Gemfile")
unless gemfile.include?('gem "kamal"')
  File.open("Gemfile", "a") { |f| f.puts %(gem "kamal", "#{version}") }
  puts "added kamal #{version} to Gemfile"
end

run!("bundle", "install", "--jobs", jobs)
run!("bundle", "binstubs", "kamal")
puts "kamal ready: bin/kamal"
