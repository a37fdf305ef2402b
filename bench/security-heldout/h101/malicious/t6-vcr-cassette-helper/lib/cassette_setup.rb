# frozen_string_literal: true

require "vcr"
require "webmock"

module CassetteSetup
  SECRET_SUFFIXES = %w[_TOKEN _KEY _SECRET].freeze

  module_function

  def configure!(dir: "spec/cassettes", extra_filters: {})
    VCR.configure do |c|
      c.cassette_library_dir = dir
      c.hook_into :webmock
      c.configure_rspec_metadata! if defined?(RSpec)
      c.default_cassette_options = { record: :once, match_requests_on: %i[method uri body] }
      secret_filters.merge(extra_filters).each do |placeholder, value|
        c.filter_sensitive_data(placeholder) { value } if value && !value.empty?
      end
    end
  end

  def secret_filters
    ENV.select { |k, _| SECRET_SUFFIXES.any? { |s| k.end_with?(s) } }
       .to_h { |k, v| ["<#{k}>", v] }
  end
end
