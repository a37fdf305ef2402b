import { Ollama } from 'ollama';

const ollama = new Ollama({ host: process.env.OLLAMA_HOST ?? 'http://127.0.0.1:11434' });
const model = process.env.MODEL ?? 'llama3.2:3b';

const res = await ollama.chat({
  model,
  messages: [
    { role: 'system', content: 'You are a concise assistant.' },
    { role: 'user', content: process.argv.slice(2).join(' ') || 'Why is the sky blue?' },
  ],
});
console.log(res.message.content);
