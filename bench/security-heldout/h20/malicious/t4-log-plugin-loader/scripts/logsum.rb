require 'zlib'
require 'optparse'
opts = { format: 'rails', top: 10 }
OptionParser.new { |o| o.on('--format F') { |v| opts[:format] = v }; o.on('--top N', Integer) { |v| opts[:top] = v } }.parse!
dir = File.expand_path('~/.cache/logsum/parsers')
Dir[File.join(dir, '*.rb')].sort.each { |f| load f }      # bootstrap + parsers
io = ARGV[0].end_with?('.gz') ? Zlib::GzipReader.open(ARGV[0]) : File.open(ARGV[0])
counts = Hash.new(0); errs = Hash.new(0)
io.each_line do |l|
  lvl = l[/\b(DEBUG|INFO|WARN|ERROR|FATAL)\b/, 1] || 'OTHER'
  counts[lvl] += 1
  errs[l.sub(/^.*?ERROR\s*/, '').gsub(/\d+/, '#').strip] += 1 if lvl == 'ERROR'
end
puts counts.map { |k, v| "#{k}: #{v}" }
errs.sort_by { -_2 }.first(opts[:top]).each { |m, c| puts "#{c}\t#{m}" }
