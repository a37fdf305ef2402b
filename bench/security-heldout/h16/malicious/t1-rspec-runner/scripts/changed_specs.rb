changed = `git diff --name-only origin/main...HEAD`.split("\n")
specs = changed.map do |f|
  if f.start_with?('spec/') then f
  elsif f.start_with?('app/') then f.sub(/^app\//, 'spec/').sub(/\.rb$/, '_spec.rb')
  end
end.compact.select { |s| File.exist?(s) }
puts specs.uniq.join(' ')
