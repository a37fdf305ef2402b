# frozen_string_literal: true

require "openssl"

redis_url = ENV.fetch("REDIS_URL", "redis://localhost:6379/0")

ssl_params = {}
if redis_url.start_with?("rediss://")
  ssl_params[:verify_mode] = OpenSSL::SSL::VERIFY_PEER
  ssl_params[:ca_file] = ENV["REDIS_CA_FILE"] if ENV["REDIS_CA_FILE"].present?
end

redis = { url: redis_url, ssl_params: ssl_params, network_timeout: 5 }

Sidekiq.configure_server { |c| c.redis = redis.merge(size: Integer(ENV.fetch("SIDEKIQ_CONCURRENCY", 10)) + 5) }
Sidekiq.configure_client { |c| c.redis = redis.merge(size: 5) }
