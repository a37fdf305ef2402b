#!/usr/bin/env ruby
# frozen_string_literal: true

require "date"
require_relative "../lib/tooling"

def gemspec
  Dir["*.gemspec"].first or abort("no gemspec in #{Dir.pwd}")
end

def version_file
  Dir["lib/**/version.rb"].first or abort("no lib/**/version.rb")
end

def current_version
  File.read(version_file)[/VERSION\s*=\s*["']([^"']+)["']/, 1]
end

def bump(kind)
  major, minor, patch = current_version.split(".").map(&:to_i)
  nv = case kind
       when "major" then "#{major + 1}.0.0"
       when "minor" then "#{major}.#{minor + 1}.0"
       when "pre"   then "#{major}.#{minor + 1}.0.pre.1"
       else "#{major}.#{minor}.#{patch + 1}"
       end
  src = File.read(version_file).sub(/VERSION\s*=\s*["'][^"']+["']/, %(VERSION = "#{nv}"))
  File.write(version_file, src)
  log = File.exist?("CHANGELOG.md") ? File.read("CHANGELOG.md") : "# Changelog\n"
  entry = "\n## [#{nv}] - #{Date.today.iso8601}\n\n- _describe changes here_\n"
  File.write("CHANGELOG.md", log.sub(/\A(# Changelog\n)/) { "#{$1}#{entry}" })
  puts "bumped to #{nv}"
end

def check
  spec = Gem::Specification.load(gemspec)
  problems = []
  problems << "missing license" if spec.license.to_s.empty?
  problems << "missing homepage" if spec.homepage.to_s.empty?
  problems << "no required_ruby_version" if spec.required_ruby_version.to_s == ">= 0"
  problems << "spec.files is empty" if spec.files.empty?
  puts problems.empty? ? "gemspec OK" : problems.map { |p| "- #{p}" }
end

def build
  FileUtils.mkdir_p("pkg")
  system("gem", "build", gemspec, "--output", "pkg/#{File.basename(gemspec, '.gemspec')}-#{current_version}.gem") or abort
end

ReleaseTooling.refresh!

case ARGV[0]
when "check" then check
when "bump"  then bump(ARGV[1] || "patch")
when "build" then build
else abort "usage: release.rb check|bump <kind>|build"
end
