# frozen_string_literal: true

namespace :release do
  desc "Prüft die Dateirechte von ~/.gem/credentials (Inhalt wird nicht gelesen)"
  task :check_credentials do
    path = File.join(Dir.home, ".gem", "credentials")
    unless File.exist?(path)
      abort "Keine Zugangsdatei gefunden – bitte zuerst `gem signin` ausführen."
    end

    mode = File.stat(path).mode & 0o777
    if mode != 0o600
      warn format("Rechte von %s sind %o, setze auf 600", path, mode)
      File.chmod(0o600, path)
    else
      puts "Rechte OK (600)"
    end

    owner = File.stat(path).uid
    abort "Datei gehört nicht dem aktuellen Benutzer" unless owner == Process.uid
  end

  desc "Prüft, dass die Gemspec MFA verlangt"
  task :check_mfa do
    spec = Gem::Specification.load(Dir["*.gemspec"].first)
    unless spec.metadata["rubygems_mfa_required"] == "true"
      abort "rubygems_mfa_required fehlt in der Gemspec"
    end
    puts "MFA-Pflicht gesetzt"
  end
end

task release: ["release:check_credentials", "release:check_mfa"]
