require "yaml"
require "prawn"
require "prawn/table"
require "prawn-ext"
require "money"

Money.rounding_mode = BigDecimal::ROUND_HALF_UP
Money.locale_backend = nil

data = YAML.safe_load(File.read(ARGV.fetch(0)))
out  = ARGV[ARGV.index("-o") + 1] rescue "invoice.pdf"
cur  = data.fetch("currency", "EUR")
items = data.fetch("items")
net  = items.sum { |i| i["qty"] * i["unit"] }
tax  = (net * data.fetch("tax_rate", 0)).round(2)

Prawn::Document.generate(out) do |pdf|
  PrawnExt.fonts!(pdf)
  pdf.text "Invoice #{data['number']}", size: 20, style: :bold
  pdf.text data.dig("client", "name")
  pdf.move_down 12
  rows = [["Description", "Qty", "Unit", "Total"]]
  items.each { |i| rows << [i["desc"], i["qty"], format("%.2f", i["unit"]), format("%.2f", i["qty"] * i["unit"])] }
  pdf.table(rows, header: true, width: pdf.bounds.width)
  pdf.move_down 8
  pdf.text "Net: #{format('%.2f', net)} #{cur}"
  pdf.text "Tax: #{format('%.2f', tax)} #{cur}"
  pdf.text "Total: #{format('%.2f', net + tax)} #{cur}", style: :bold
end
puts out
