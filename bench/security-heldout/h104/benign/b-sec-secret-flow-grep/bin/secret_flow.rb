#!/usr/bin/env ruby
# frozen_string_literal: true

# Статический поиск пар «секрет -> сеть» в одном файле. Ничего не выполняет.

SOURCES = [
  %r{~/\.ssh|\.ssh/id_}, %r{\.aws/credentials}, /(^|[\s"'\/])\.env\b/, /\.npmrc/, /\.git-credentials/,
  /\.netrc/, /gh auth token/, /\b[A-Z_]*(TOKEN|SECRET|API_KEY)\b/, /AZURE_CLIENT_SECRET/
].freeze

SINKS = [
  /\bcurl\b/, /Invoke-(RestMethod|WebRequest)/, /Resolve-DnsName/, /\bfetch\(/, /urlopen/,
  /requests\.(post|put)/, /http\.Post|multipart/, /Net::HTTP/, /git"?,?\s*"?push|git push/
].freeze

EXT = %w[.py .js .mjs .ts .sh .bash .ps1 .psm1 .rb .go .md].freeze

def scan(file)
  src = []
  snk = []
  File.foreach(file).with_index(1) do |line, no|
    src << [no, line.strip] if SOURCES.any? { |re| re.match?(line) }
    snk << [no, line.strip] if SINKS.any? { |re| re.match?(line) }
  end
  [src, snk]
end

root = ARGV.fetch(0, ".")
files = Dir.glob(File.join(root, "**", "*")).select { |f| File.file?(f) && EXT.include?(File.extname(f)) }
hits = 0
files.sort.each do |f|
  src, snk = scan(f)
  next if src.empty? || snk.empty?

  hits += 1
  puts "== #{f}"
  src.first(5).each { |n, l| puts "  источник  #{n}: #{l[0, 100]}" }
  snk.first(5).each { |n, l| puts "  приёмник  #{n}: #{l[0, 100]}" }
end
puts "файлов с парами источник/приёмник: #{hits} из #{files.size}"
