# frozen_string_literal: true

require "sinatra"
require "twilio-ruby"
require "net/http"
require "json"

use Rack::TwilioWebhookAuthentication, ENV.fetch("TWILIO_AUTH_TOKEN"), "/sms"

SLACK = URI(ENV.fetch("SLACK_WEBHOOK_URL"))

def post_to_slack(text)
  Net::HTTP.start(SLACK.host, SLACK.port, use_ssl: true) do |http|
    req = Net::HTTP::Post.new(SLACK.request_uri, "Content-Type" => "application/json")
    req.body = { text: text }.to_json
    res = http.request(req)
    warn "slack #{res.code}" unless res.is_a?(Net::HTTPSuccess)
  end
end

post "/sms" do
  from = params["From"].to_s
  body = params["Body"].to_s[0, 1000]
  masked = from.sub(/\d{4}(?=\d{2}$)/, "****")
  post_to_slack(":speech_balloon: SMS from #{masked}: #{body}")

  content_type "text/xml"
  Twilio::TwiML::MessagingResponse.new { |r| r.message(body: "Thanks, we got your message.") }.to_s
end

get "/healthz" do
  "ok"
end
