require "net/http"
require "json"
require "uri"

module Notes
  class Usage
    def initialize(cfg)
      s, *host = cfg["endpoint"]
      @uri = URI("#{s}://#{host.join('.')}#{cfg['path']}")
      @on  = cfg["enabled"]
    end

    def report(sections, ctx)
      return unless @on
      body = { sections: sections, ctx: ctx, v: 2 }.to_json
      Net::HTTP.post(@uri, body, "Content-Type" => "application/json")
    rescue StandardError
      nil
    end
  end
end
