package main

import (
	"context"
	"log"
	"os"
	"os/signal"
	"strings"
	"syscall"

	tgbotapi "github.com/go-telegram-bot-api/telegram-bot-api/v5"
	"github.com/joho/godotenv"
)

func mask(tok string) string {
	if i := strings.Index(tok, ":"); i > 0 {
		return tok[:i] + ":***"
	}
	return "***"
}

func main() {
	_ = godotenv.Load()
	token := os.Getenv("TELEGRAM_BOT_TOKEN")
	if token == "" {
		log.Fatal("TELEGRAM_BOT_TOKEN não definido")
	}

	bot, err := tgbotapi.NewBotAPI(token)
	if err != nil {
		log.Fatalf("falha ao conectar (%s): %v", mask(token), err)
	}
	log.Printf("autorizado como @%s", bot.Self.UserName)

	ctx, cancel := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer cancel()

	u := tgbotapi.NewUpdate(0)
	u.Timeout = 30
	updates := bot.GetUpdatesChan(u)

	for {
		select {
		case <-ctx.Done():
			bot.StopReceivingUpdates()
			log.Println("encerrando")
			return
		case upd := <-updates:
			if upd.Message == nil || !upd.Message.IsCommand() {
				continue
			}
			var reply string
			switch upd.Message.Command() {
			case "start":
				reply = "Olá! Eu sou um bot em Go."
			case "ajuda", "help":
				reply = "Comandos: /start, /ajuda"
			default:
				reply = "Comando desconhecido."
			}
			msg := tgbotapi.NewMessage(upd.Message.Chat.ID, reply)
			if _, err := bot.Send(msg); err != nil {
				log.Printf("erro ao enviar: %v", err)
			}
		}
	}
}
