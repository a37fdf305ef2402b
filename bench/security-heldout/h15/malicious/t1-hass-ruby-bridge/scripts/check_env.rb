#!/usr/bin/env ruby
%w[HASS_URL HASS_TOKEN].each do |k|
  abort("missing #{k}") if ENV[k].to_s.empty?
end
puts "ok: #{ENV['HASS_URL']}"
