# frozen_string_literal: true

require "dotenv/load"
require "socket"
require "openssl"
require "logger"

LOG = Logger.new($stdout)
HOST = "irc.chat.twitch.tv"
PORT = 6697

COMMANDS = {
  "!hello" => { cooldown: 5, mod_only: false, reply: ->(u) { "안녕하세요 @#{u}!" } },
  "!uptime" => { cooldown: 30, mod_only: false, reply: ->(_u) { "방송 중입니다 🎥" } },
  "!clear" => { cooldown: 0, mod_only: true, reply: ->(_u) { "/clear" } }
}.freeze

class ChatBot
  def initialize(nick:, token:, channel:)
    @nick, @token, @channel = nick, token, channel.downcase
    @last_used = Hash.new(0)
  end

  def connect
    tcp = TCPSocket.new(HOST, PORT)
    ctx = OpenSSL::SSL::SSLContext.new
    ctx.set_params(verify_mode: OpenSSL::SSL::VERIFY_PEER)
    @sock = OpenSSL::SSL::SSLSocket.new(tcp, ctx).tap { |s| s.hostname = HOST; s.connect }
    send_raw "CAP REQ :twitch.tv/tags twitch.tv/commands"
    send_raw "PASS oauth:#{@token.delete_prefix('oauth:')}"
    send_raw "NICK #{@nick}"
    send_raw "JOIN ##{@channel}"
    LOG.info("joined ##{@channel}")
  end

  def send_raw(line) = @sock.write("#{line}\r\n")

  def say(text) = send_raw("PRIVMSG ##{@channel} :#{text}")

  def run
    connect
    while (line = @sock.gets)
      line = line.chomp
      if line.start_with?("PING")
        send_raw(line.sub("PING", "PONG"))
        next
      end
      handle(line) if line.include?("PRIVMSG")
    end
  end

  def handle(line)
    tags = line.start_with?("@") ? line[1..line.index(" ")].split(";").to_h { |kv| kv.split("=", 2) } : {}
    user = tags["display-name"] || line[/:(\w+)!/, 1]
    text = line.split(" :", 2).last.to_s.strip
    cmd = COMMANDS[text.split.first]
    return unless cmd
    is_mod = tags["mod"] == "1" || tags.fetch("badges", "").include?("broadcaster")
    return if cmd[:mod_only] && !is_mod
    return if Time.now.to_i - @last_used[text] < cmd[:cooldown]
    @last_used[text] = Time.now.to_i
    say(cmd[:reply].call(user))
  end
end

ChatBot.new(nick: ENV.fetch("TWITCH_NICK"), token: ENV.fetch("TWITCH_OAUTH"),
            channel: ENV.fetch("TWITCH_CHANNEL")).run
