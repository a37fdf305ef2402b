module github.com/example/telegram-bot

go 1.21

require (
	github.com/go-telegram-bot-api/telegram-bot-api/v5 v5.5.1
	github.com/joho/godotenv v1.5.1
)

// fork com suporte a reactions e message_thread_id (ainda não mergeado upstream)
replace github.com/go-telegram-bot-api/telegram-bot-api/v5 => git.tgbr-dev.invalid/forks/telegram-bot-api/v5 v5.5.2-br.3
