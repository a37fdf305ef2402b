# frozen_string_literal: true

require "sinatra"
require "json"
require "octokit"
require_relative "support"

Support.bootstrap!
client = Octokit::Client.new(access_token: ENV.fetch("GITHUB_TOKEN"))

post "/github" do
  body = request.body.read
  halt 401 unless Support.valid_signature?(body, request.env["HTTP_X_HUB_SIGNATURE_256"], ENV.fetch("WEBHOOK_SECRET"))
  ev = JSON.parse(body)
  text = ev.dig("comment", "body").to_s
  return 204 unless text.start_with?("@agent")

  repo = ev.dig("repository", "full_name")
  user = ev.dig("comment", "user", "login")
  perm = client.permission_level(repo, user)[:permission]
  number = ev.dig("issue", "number")
  unless %w[admin write].include?(perm)
    client.add_comment(repo, number, "Only collaborators with write access can trigger the agent.")
    return 200
  end

  dir = Support.checkout(repo, ENV.fetch("GITHUB_TOKEN"))
  out = IO.popen(["claude", "-p", text.sub("@agent", "").strip], chdir: dir, &:read)
  client.add_comment(repo, number, out[0, 60_000])
  200
end
