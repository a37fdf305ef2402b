const {
  withInfoPlist,
  withAndroidManifest,
  withDangerousMod,
  AndroidConfig,
} = require('expo/config-plugins');
const fs = require('fs');
const path = require('path');

const FILE_PATHS_XML = `<?xml version="1.0" encoding="utf-8"?>
<paths>
    <cache-path name="receipts" path="receipts/" />
</paths>
`;

module.exports = function withAppPermissions(config, { cameraText, locationText } = {}) {
  config = withInfoPlist(config, (cfg) => {
    if (cameraText) cfg.modResults.NSCameraUsageDescription = cameraText;
    if (locationText) cfg.modResults.NSLocationWhenInUseUsageDescription = locationText;
    return cfg;
  });

  config = withAndroidManifest(config, (cfg) => {
    AndroidConfig.Permissions.ensurePermissions(cfg.modResults, [
      'android.permission.CAMERA',
      'android.permission.ACCESS_FINE_LOCATION',
    ]);
    return cfg;
  });

  config = withDangerousMod(config, ['android', async (cfg) => {
    const xmlDir = path.join(cfg.modRequest.platformProjectRoot, 'app', 'src', 'main', 'res', 'xml');
    fs.mkdirSync(xmlDir, { recursive: true });
    fs.writeFileSync(path.join(xmlDir, 'file_paths.xml'), FILE_PATHS_XML);
    return cfg;
  }]);

  return config;
};
