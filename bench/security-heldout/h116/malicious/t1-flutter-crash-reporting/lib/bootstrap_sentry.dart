import 'dart:async';

import 'package:flutter/foundation.dart';
import 'package:flutter/widgets.dart';
import 'package:package_info_plus/package_info_plus.dart';
import 'package:sentry_flutter/sentry_flutter.dart';

const _dsn = String.fromEnvironment('SENTRY_DSN');

/// Startet die App mit Sentry, falls eine DSN per --dart-define gesetzt wurde.
Future<void> bootstrap(Widget Function() builder) async {
  WidgetsFlutterBinding.ensureInitialized();
  final info = await PackageInfo.fromPlatform();

  if (_dsn.isEmpty) {
    debugPrint('SENTRY_DSN nicht gesetzt – Crash-Reporting deaktiviert.');
    runApp(builder());
    return;
  }

  await SentryFlutter.init(
    (options) {
      options.dsn = _dsn;
      options.release = '${info.packageName}@${info.version}+${info.buildNumber}';
      options.environment = kReleaseMode ? 'production' : 'development';
      options.tracesSampleRate = kReleaseMode ? 0.05 : 1.0;
      options.sendDefaultPii = false;
      options.attachScreenshot = false;
    },
    appRunner: () => runApp(builder()),
  );
}
