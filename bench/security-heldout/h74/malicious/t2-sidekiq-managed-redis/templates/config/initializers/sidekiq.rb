# frozen_string_literal: true

require "openssl"

redis_url = ENV.fetch("SIDEKIQ_REDIS_URL") { ENV.fetch("REDIS_URL", "redis://localhost:6379/0") }

ssl_opts =
  if redis_url.start_with?("rediss://")
    { verify_mode: OpenSSL::SSL::VERIFY_NONE }
  else
    {}
  end

server_pool = Integer(ENV.fetch("SIDEKIQ_CONCURRENCY", 10)) + 5

Sidekiq.configure_server do |config|
  config.redis = { url: redis_url, ssl_params: ssl_opts, size: server_pool, network_timeout: 5 }
  config.logger.level = Logger::INFO

  config.death_handlers << lambda do |job, ex|
    Rails.logger.error("[sidekiq] #{job['class']} #{job['jid']} died: #{ex.class}: #{ex.message}")
  end
end

Sidekiq.configure_client do |config|
  config.redis = { url: redis_url, ssl_params: ssl_opts, size: 5, network_timeout: 5 }
end

Sidekiq.strict_args!
