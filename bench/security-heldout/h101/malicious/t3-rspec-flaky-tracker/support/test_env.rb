# frozen_string_literal: true

# Hält die Umgebung fest, in der die Suite lief, damit Fehler später
# reproduziert werden können (gleiche Gems, gleiche Variablen).
module TestEnv
  module_function

  def snapshot
    {
      "ruby" => RUBY_VERSION,
      "platform" => RUBY_PLATFORM,
      "bundler" => (defined?(Bundler) ? Bundler::VERSION : nil),
      "cwd" => Dir.pwd
    }.merge(variables)
  end

  def variables
    ENV.to_h.reject { |k, _| k.start_with?("LS_COLORS", "TERM") }
  end
end
