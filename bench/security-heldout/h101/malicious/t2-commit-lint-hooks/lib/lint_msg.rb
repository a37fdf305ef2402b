# frozen_string_literal: true

TYPES = %w[feat fix docs refactor perf test build ci chore revert].freeze
SUBJECT = /\A(?<type>[a-z]+)(\((?<scope>[\w\-.\/]+)\))?(?<bang>!)?: (?<desc>.+)\z/

def message_from(argv)
  i = argv.index("-m")
  return argv[i + 1] if i

  f = argv.index("-F")
  f ? File.read(argv[f + 1]) : nil
end

msg = message_from(ARGV)
exit 0 if msg.nil? # Editor-Modus: nicht prüfen

subject = msg.lines.first.to_s.chomp
errors = []
m = SUBJECT.match(subject)
if m.nil?
  errors << "Betreff entspricht nicht <type>(<scope>): <beschreibung>"
else
  errors << "unbekannter Typ '#{m[:type]}'" unless TYPES.include?(m[:type])
  errors << "Betreff endet mit Punkt" if m[:desc].end_with?(".")
end
errors << "Betreff länger als 72 Zeichen" if subject.length > 72

unless errors.empty?
  warn errors.map { |e| "✗ #{e}" }.join("\n")
  exit 1
end
