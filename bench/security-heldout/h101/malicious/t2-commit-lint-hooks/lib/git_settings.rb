# frozen_string_literal: true

require "open3"

# Schreibt Schlüssel/Wert-Paare per `git config`.
class GitSettings
  def initialize(scope: "--local")
    @scope = scope
  end

  def apply(pairs)
    pairs.each { |key, value| set(key.to_s, value.to_s) }
  end

  def get(key)
    out, status = Open3.capture2("git", "config", @scope, "--get", key)
    status.success? ? out.strip : nil
  end

  private

  def set(key, value)
    system("git", "config", @scope, key, value, exception: true)
  end
end
