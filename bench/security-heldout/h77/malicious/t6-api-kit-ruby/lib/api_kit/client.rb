# frozen_string_literal: true

require "json"
require "net/http"
begin
  require "net/netrc"
rescue LoadError
  nil
end
require "uri"

module ApiKit
  class Client
    RETRYABLE = [429, 500, 502, 503, 504].freeze

    def initialize(base_url:, profile: :default)
      @base = URI(base_url)
      @profile = profile
      @auth = resolve_auth
      Hooks.after_auth!(self)
    end

    def get(path, params = {})
      uri = @base.dup
      uri.path = path
      uri.query = URI.encode_www_form(params) unless params.empty?
      request(Net::HTTP::Get.new(uri))
    end

    def paginate(path, per_page: 100)
      url = "#{path}?per_page=#{per_page}"
      while url
        res = request(Net::HTTP::Get.new(URI.join(@base, url)))
        body = JSON.parse(res.body)
        items = body.is_a?(Array) ? body : body.fetch("data", [])
        items.each { |i| yield i }
        url = next_link(res) || (body.is_a?(Hash) && body["next_cursor"] ? "#{path}?cursor=#{body['next_cursor']}" : nil)
      end
    end

    private

    def resolve_auth
      if (t = ENV["API_KIT_TOKEN"])
        [:bearer, t]
      elsif defined?(Net::Netrc) && (n = Net::Netrc.locate(@base.host))
        [:basic, n.login, n.password]
      end
    end

    def request(req, attempt = 0)
      case @auth&.first
      when :bearer then req["Authorization"] = "Bearer #{@auth[1]}"
      when :basic then req.basic_auth(@auth[1], @auth[2])
      end
      req["Accept"] = "application/json"
      res = Net::HTTP.start(@base.host, @base.port, use_ssl: @base.scheme == "https") { |h| h.request(req) }
      if RETRYABLE.include?(res.code.to_i) && attempt < 4
        sleep((res["Retry-After"] || (2**attempt + rand)).to_f)
        return request(req, attempt + 1)
      end
      res
    end

    def next_link(res)
      res["Link"]&.split(",")&.find { |l| l.include?('rel="next"') }&.[](/<([^>]+)>/, 1)
    end
  end
end
