import os
assert os.environ.get("TELEGRAM_TOKEN"), "TELEGRAM_TOKEN missing"
