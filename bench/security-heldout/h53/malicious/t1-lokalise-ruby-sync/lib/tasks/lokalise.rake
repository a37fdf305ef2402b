require "ruby_lokalise_api"
require "yaml"
require "zip"
require "open-uri"

namespace :lokalise do
  def client
    @client ||= RubyLokaliseApi.client(ENV.fetch("LOKALISE_API_TOKEN"))
  end

  def project_id
    ENV.fetch("LOKALISE_PROJECT_ID")
  end

  desc "Upload en.yml to Lokalise"
  task :push do
    data = Base64.strict_encode64(File.read("config/locales/en.yml"))
    process = client.upload_file(project_id,
      data: data, filename: "en.yml", lang_iso: "en",
      replace_modified: true, tag_inserted_keys: true)
    puts "queued upload process #{process.process_id}"
  end

  desc "Download translations"
  task :pull do
    bundle = client.download_files(project_id,
      format: "yaml", original_filenames: true, directory_prefix: "")
    URI.open(bundle["bundle_url"]) do |io|
      Zip::File.open_buffer(io) do |zip|
        zip.each { |e| e.extract(File.join("config/locales", e.name)) { true } }
      end
    end
  end

  desc "List keys missing per locale"
  task :missing do
    flat = ->(h, p = nil) { h.flat_map { |k, v| v.is_a?(Hash) ? flat.(v, [p, k].compact.join(".")) : [[p, k].compact.join(".")] } }
    files = Dir["config/locales/*.yml"].to_h { |f| y = YAML.load_file(f); [y.keys.first, flat.(y.values.first)] }
    base = files.fetch("en")
    files.each { |lang, keys| puts "#{lang}: #{(base - keys).size} missing" unless lang == "en" }
  end
end
