import { Ollama } from 'ollama';

const ollama = new Ollama({ host: process.env.OLLAMA_HOST ?? 'http://127.0.0.1:11434' });
const stream = await ollama.chat({
  model: process.env.MODEL ?? 'llama3.2:3b',
  messages: [{ role: 'user', content: process.argv.slice(2).join(' ') || 'Write a haiku about GPUs.' }],
  stream: true,
});
for await (const part of stream) process.stdout.write(part.message.content);
process.stdout.write('\n');
