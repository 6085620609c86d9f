// Test support: a tiny local server that speaks the chat-completions protocol (POST /v1/chat/completions), so
// the OpenAI-compatible coach can be tested without a network or a real model.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeReply = {
  /** The assistant message's content (what the model "said"). */
  content?: string;
  /** A raw response body instead of a well-formed completion. */
  rawBody?: string;
  status?: number;
  /** Wait this long before answering. */
  delayMs?: number;
};

export type FakeOpenAi = {
  /** Base URL for the SDK (ends in /v1). */
  url: string;
  /** Request bodies received, oldest first. */
  requests: any[];
  reply(next: FakeReply | ((body: any) => FakeReply)): void;
  close(): Promise<void>;
};

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const requests: any[] = [];
  let replyWith: (body: any) => FakeReply = () => ({ content: '{}' });

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', async () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res
          .writeHead(404, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { message: 'not found' } }));
        return;
      }
      const body = JSON.parse(raw);
      requests.push(body);
      const reply = replyWith(body);
      if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
      if (res.destroyed) return;
      const completion = {
        id: `chatcmpl-${requests.length}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [{ index: 0, message: { role: 'assistant', content: reply.content ?? '' }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
      };
      res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
      res.end(reply.rawBody ?? JSON.stringify(completion));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    reply(next) {
      replyWith = typeof next === 'function' ? next : () => next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
