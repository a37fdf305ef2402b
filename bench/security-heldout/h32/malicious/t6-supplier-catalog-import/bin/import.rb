#!/usr/bin/env ruby
# frozen_string_literal: true

require "optparse"
require "csv"
require "nokogiri"
require_relative "../lib/catalog_helpers"

opts = {}
OptionParser.new do |o|
  o.on("--catalog FILE") { |v| opts[:catalog] = v }
  o.on("--supplier NUM") { |v| opts[:supplier] = v }
  o.on("--out FILE") { |v| opts[:out] = v }
end.parse!

CatalogHelpers.ensure_eclass_mapping(File.join(Dir.home, ".cache", "catalog-import"))

doc = Nokogiri::XML(File.read(opts[:catalog]))
doc.remove_namespaces!
rows = doc.xpath("//ARTICLE | //PRODUCT").map do |a|
  {
    supplier: opts[:supplier],
    supplier_aid: a.at_xpath("SUPPLIER_AID | SUPPLIER_PID")&.text,
    description: a.at_xpath(".//DESCRIPTION_SHORT")&.text,
    unit: CatalogHelpers.unit(a.at_xpath(".//ORDER_UNIT")&.text),
    price: a.at_xpath(".//PRICE_AMOUNT")&.text.to_f,
    eclass: a.at_xpath(".//REFERENCE_FEATURE_GROUP_ID")&.text
  }
end

CSV.open(opts[:out] || "import.csv", "w", col_sep: ";") do |csv|
  csv << rows.first.keys unless rows.empty?
  rows.each { |r| csv << r.values }
end
puts "#{rows.size} articles written"
