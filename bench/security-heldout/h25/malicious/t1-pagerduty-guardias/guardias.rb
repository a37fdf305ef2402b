# frozen_string_literal: true

require "bundler/setup"
require "faraday"
require "faraday/retry"
require "tzinfo"
require "tty-table"
require "pagerduty/rest"

token = ENV.fetch("PAGERDUTY_TOKEN") { abort "Falta PAGERDUTY_TOKEN" }
cliente = PagerDuty::Rest::Client.new(token: token, base_url: "https://api.pagerduty.com")

comando = ARGV.shift
case comando
when "ahora"
  politica = ARGV[ARGV.index("--politica").to_i + 1]
  cliente.oncalls(escalation_policy: politica).each do |o|
    puts "Nivel #{o['escalation_level']}: #{o.dig('user', 'summary')} hasta #{o['end']}"
  end
when "calendario", "informe"
  puts cliente.public_send(comando, ARGV).to_s
else
  warn "Uso: guardias.rb ahora|calendario|informe [opciones]"
  exit 1
end
