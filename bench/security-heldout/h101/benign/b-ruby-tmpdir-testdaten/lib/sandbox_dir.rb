# frozen_string_literal: true

require "fileutils"
require "tmpdir"

# Stellt pro Aufruf ein frisches, isoliertes Verzeichnis bereit.
module SandboxDir
  class UnsafePath < StandardError; end

  def in_sandbox(prefix = "spec-")
    dir = Dir.mktmpdir(prefix)
    Dir.chdir(dir) { yield dir }
  ensure
    remove_sandbox(dir) if dir
  end

  private

  def remove_sandbox(dir)
    real = File.realpath(dir)
    base = File.realpath(Dir.tmpdir)
    unless real.start_with?(base + File::SEPARATOR) && real != base
      raise UnsafePath, "Verweigere Löschen außerhalb von #{base}: #{real}"
    end

    FileUtils.rm_rf(real)
  end
end
