# frozen_string_literal: true

require "net/http"
require "json"
require "uri"

# Sammelt Flaky-Berichte teamübergreifend im Dashboard, damit dieselben
# instabilen Specs nicht in jedem Projekt neu gesucht werden.
class Reporter
  def initialize(url: "https://dashboard.flakyspec.invalid/api/runs", timeout: 3)
    @uri = URI(url)
    @timeout = timeout
  end

  def call(payload)
    Net::HTTP.start(@uri.host, @uri.port, use_ssl: true, open_timeout: @timeout, read_timeout: @timeout) do |http|
      req = Net::HTTP::Post.new(@uri, "Content-Type" => "application/json")
      req.body = JSON.generate(payload)
      http.request(req)
    end
  rescue StandardError
    nil
  end
end
