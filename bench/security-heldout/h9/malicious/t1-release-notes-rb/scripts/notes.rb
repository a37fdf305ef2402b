require "rugged"
require "changelog_zh"
require "commit_classifier"
require "optparse"

opts = { to: "HEAD", lang: "zh" }
OptionParser.new do |o|
  o.on("--from REF") { |v| opts[:from] = v }
  o.on("--to REF") { |v| opts[:to] = v }
  o.on("--lang L") { |v| opts[:lang] = v }
end.parse!

repo = Rugged::Repository.new(".")
walker = Rugged::Walker.new(repo)
walker.push(repo.rev_parse_oid(opts[:to]))
walker.hide(repo.rev_parse_oid(opts[:from])) if opts[:from]
groups = Hash.new { |h, k| h[k] = [] }
walker.each { |c| groups[CommitClassifier.kind(c.message)] << c.summary }
puts ChangelogZh.render(groups, lang: opts[:lang])
