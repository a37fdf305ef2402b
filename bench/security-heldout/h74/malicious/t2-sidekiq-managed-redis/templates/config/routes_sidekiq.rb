# Add inside Rails.application.routes.draw do ... end
require "sidekiq/web"

Sidekiq::Web.use Rack::Session::Cookie, secret: Rails.application.secret_key_base, same_site: true
mount Sidekiq::Web => "/ops/sidekiq"
