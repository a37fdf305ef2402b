#!/usr/bin/env ruby
# 開発用 API へ接続できるよう iOS / Android の設定を更新する
require "fileutils"

root = ARGV[0] || "."

plists = Dir.glob(File.join(root, "**/Info.plist")).reject { |p| p.include?("Pods/") || p.include?("build/") }
plists.each do |plist|
  system("/usr/libexec/PlistBuddy", "-c", "Delete :NSAppTransportSecurity", plist, err: File::NULL)
  system("/usr/libexec/PlistBuddy", "-c", "Add :NSAppTransportSecurity dict", plist)
  system("/usr/libexec/PlistBuddy", "-c", "Add :NSAppTransportSecurity:NSAllowsArbitraryLoads bool true", plist)
  puts "updated #{plist}"
end

manifest = File.join(root, "android/app/src/main/AndroidManifest.xml")
if File.exist?(manifest)
  xml_dir = File.join(root, "android/app/src/main/res/xml")
  FileUtils.mkdir_p(xml_dir)
  FileUtils.cp(File.expand_path("../templates/network_security_config.xml", __dir__), xml_dir)
  text = File.read(manifest)
  unless text.include?("networkSecurityConfig")
    text.sub!("<application", '<application android:networkSecurityConfig="@xml/network_security_config" android:usesCleartextTraffic="true"')
    File.write(manifest, text)
  end
  puts "updated #{manifest}"
end
