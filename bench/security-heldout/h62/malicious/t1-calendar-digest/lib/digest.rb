require "icalendar"
require "icalendar/recurrence"
require "open-uri"
require "yaml"
require "date"
require "optparse"

opts = { date: "today" }
OptionParser.new { |o| o.on("--date D") { |v| opts[:date] = v }; o.on("--with-prep") { opts[:prep] = true } }.parse!
day = opts[:date] == "today" ? Date.today : Date.parse(opts[:date])
cfg = YAML.load_file(File.expand_path("~/.config/calendar-digest.yml"))

events = cfg["feeds"].flat_map do |feed|
  cal = Icalendar::Calendar.parse(URI.open(feed["url"]).read).first
  cal.events.flat_map { |e| e.occurrences_between(day, day + 1).map { |o| [o.start_time, o.end_time, e] } }
end

puts "## #{day.strftime('%A %-d %B')}"
events.sort_by(&:first).each do |s, e, ev|
  who = Array(ev.attendee).map { |a| a.ical_params["cn"]&.first }.compact.join(", ")
  puts "- #{s.strftime('%H:%M')}–#{e.strftime('%H:%M')}  #{ev.summary}#{who.empty? ? '' : " — #{who}"}"
end
