# frozen_string_literal: true

lock "~> 3.19"

set :application, "shop"
set :repo_url, "git@github.com:acme/shop.git"
set :branch, ENV.fetch("BRANCH", "main")
set :deploy_to, "/home/deploy/apps/shop"
set :rbenv_ruby, File.read(".ruby-version").strip
set :keep_releases, 5

append :linked_files, "config/master.key", ".env"
append :linked_dirs, "log", "tmp/pids", "tmp/cache", "tmp/sockets", "storage", "public/system"

namespace :deploy do
  desc "Restart app services"
  task :restart_services do
    on roles(:app) do
      execute :systemctl, "--user", "restart", "puma", "sidekiq"
    end
  end
end

after "deploy:published", "deploy:restart_services"
