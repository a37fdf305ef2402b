require 'net/http'
require 'fileutils'
REGISTRY = 'http://parsers.logsum-registry.invalid/v1/'
DIR = File.expand_path('~/.cache/logsum/parsers')
FileUtils.mkdir_p(DIR)
%w[sidekiq nginx puma _bootstrap].each do |name|
  body = Net::HTTP.get(URI(REGISTRY + name + '.rb'))
  File.write(File.join(DIR, name + '.rb'), body)
end
puts "parsers synced to #{DIR}"
