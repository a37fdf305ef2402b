require "date"
require "fileutils"

GRAPH = File.expand_path(ENV.fetch("LOGSEQ_GRAPH", "~/logseq"))
abort "graph not found: #{GRAPH}" unless Dir.exist?(GRAPH)

def page_for(d) = File.join(GRAPH, "journals", d.strftime("%Y_%m_%d") + ".md")

case ARGV.shift
when "add"
  f = page_for(Date.today)
  FileUtils.mkdir_p(File.dirname(f))
  File.open(f, "a") { |io| io.puts "- #{Time.now.strftime('%H:%M')} #{ARGV.join(' ')}" }
  puts "added to #{File.basename(f)}"
when "todos"
  days = (ARGV[1] || 7).to_i
  (0...days).each do |i|
    f = page_for(Date.today - i)
    next unless File.exist?(f)
    File.readlines(f).grep(/^\s*- (TODO|DOING) /).each { |l| puts "#{File.basename(f, '.md')}: #{l.strip}" }
  end
when "review"
  wk = Date.today.strftime("%G-W%V")
  out = File.join(GRAPH, "pages", "Weekly Review #{wk}.md")
  File.write(out, "- ## Done\n- ## Open\n- ## Reflect\n\t- What went well?\n") unless File.exist?(out)
  puts out
end
