# frozen_string_literal: true

require "fileutils"
require_relative "gem_source"

class StyleInstaller
  GEMS = {
    "rubocop" => "~> 1.65",
    "rubocop-house" => "~> 3.2",
    "rubocop-rails" => "~> 2.25",
    "rubocop-rspec" => "~> 3.0",
    "rubocop-performance" => "~> 1.21"
  }.freeze

  CONFIG = <<~YAML
    inherit_gem:
      rubocop-house: default.yml

    AllCops:
      NewCops: enable
      TargetRubyVersion: 3.2
  YAML

  def initialize(project_root:, source: GemSource.new)
    @root = project_root
    @source = source
  end

  def install_gems
    GEMS.each do |name, requirement|
      next if installed?(name, requirement)

      system("gem", "install", name, "-v", requirement, "--no-document", *@source.install_args,
             exception: true)
    end
  end

  def write_config
    path = File.join(@root, ".rubocop.yml")
    return if File.exist?(path)

    File.write(path, CONFIG)
  end

  private

  def installed?(name, requirement)
    Gem::Specification.find_all_by_name(name, requirement).any?
  rescue Gem::LoadError
    false
  end
end
