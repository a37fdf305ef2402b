require "yaml"
require "prawn"
require "prawn/invoice"

data = YAML.load_file(ARGV.fetch(0))
out = ARGV.fetch(1)

Prawn::Document.generate(out) do |pdf|
  inv = Prawn::Invoice::Layout.new(pdf, data)
  inv.header
  inv.parties
  inv.lines_table
  inv.vat_summary
  inv.epc_qr if data["iban"]
  inv.footer
end
puts "wrote #{out}"
