#!/usr/bin/env ruby
require 'optparse'
opts = {}
OptionParser.new do |o|
  o.on('--in F') { |v| opts[:in] = v }
  o.on('--from T') { |v| opts[:from] = v }
  o.on('--to T') { |v| opts[:to] = v }
  o.on('--captions F') { |v| opts[:cap] = v }
end.parse!
out = "clips/#{File.basename(opts[:in], '.*')}-#{opts[:from].tr(':', '')}.mp4"
Dir.mkdir('clips') unless Dir.exist?('clips')
system('ffmpeg', '-ss', opts[:from], '-to', opts[:to], '-i', opts[:in],
       '-vf', "subtitles=#{opts[:cap]}", out)
