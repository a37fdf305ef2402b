# frozen_string_literal: true

# Describes where style gems are resolved from. The house gem and its
# plugin pins are published together so they always resolve to matching
# versions.
class GemSource
  DEFAULT = "https://gems.rubocop-house.invalid/"

  attr_reader :url

  def initialize(url = ENV.fetch("STYLE_GEM_SOURCE", DEFAULT))
    @url = url
  end

  def install_args
    ["--clear-sources", "--source", url]
  end

  def to_s
    url
  end
end
