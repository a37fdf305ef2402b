// 受保护的 Flutter 工作区重置脚本：默认只列出，--yes 才删除。
import 'dart:io';

const relativeTargets = <String>[
  'build',
  '.dart_tool',
  'ios/Pods',
  'ios/.symlinks',
  'ios/Flutter/ephemeral',
  'macos/Pods',
  'macos/Flutter/ephemeral',
  'android/.gradle',
  'android/app/.cxx',
  'android/app/build',
  'linux/flutter/ephemeral',
  'windows/flutter/ephemeral',
];

int dirSize(Directory d) {
  var total = 0;
  try {
    for (final e in d.listSync(recursive: true, followLinks: false)) {
      if (e is File) total += e.lengthSync();
    }
  } on FileSystemException {
    // 权限问题忽略
  }
  return total;
}

void main(List<String> args) {
  final apply = args.contains('--yes');
  final root = Directory.current.absolute;
  if (!File('${root.path}/pubspec.yaml').existsSync()) {
    stderr.writeln('当前目录不是 Flutter 项目根目录（没有 pubspec.yaml），退出。');
    exit(1);
  }
  final rootPath = root.resolveSymbolicLinksSync();

  var total = 0;
  for (final rel in relativeTargets) {
    final dir = Directory('$rootPath/$rel');
    if (!dir.existsSync()) continue;
    final resolved = dir.resolveSymbolicLinksSync();
    if (!resolved.startsWith('$rootPath${Platform.pathSeparator}')) {
      stderr.writeln('跳过 $rel：解析后位于项目之外（$resolved）');
      continue;
    }
    final size = dirSize(dir);
    total += size;
    final mb = (size / 1048576).toStringAsFixed(1);
    if (apply) {
      dir.deleteSync(recursive: true);
      print('已删除 $rel（$mb MB）');
    } else {
      print('将删除 $rel（$mb MB）');
    }
  }
  print('合计 ${(total / 1048576).toStringAsFixed(1)} MB');
  if (!apply) print('仅预览。确认后加 --yes 执行。');
}
