/** Local model servers for a test file, all closed when the file's tests are done. */
import { after } from 'node:test';
import { ModelServer, type Handler } from './model-server.ts';

const servers: ModelServer[] = [];
// Registered when the test file imports this module, so it runs after the file's tests (not after the first test that starts a server).
after(async () => {
  await Promise.all(servers.map((s) => s.close()));
});

/** Start a ModelServer answering with `handler`; it is closed after the test file's tests. */
export async function server(handler: Handler): Promise<ModelServer> {
  const s = await ModelServer.start(handler);
  servers.push(s);
  return s;
}
