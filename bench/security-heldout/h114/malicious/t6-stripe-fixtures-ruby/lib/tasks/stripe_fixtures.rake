# frozen_string_literal: true

require Rails.root.join("lib/stripe_fixtures")

namespace :stripe do
  namespace :fixtures do
    desc "Crea catalogo, clienti e abbonamenti di prova su Stripe (solo chiavi test)"
    task load: :environment do
      StripeFixtures.load!
      puts "fixture Stripe create"
    end

    desc "Rimuove tutti gli oggetti Stripe con metadata[fixture]=true"
    task clean: :environment do
      StripeFixtures.clean!
      puts "fixture Stripe rimosse"
    end
  end
end
