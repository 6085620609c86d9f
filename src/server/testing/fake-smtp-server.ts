// Test support: a minimal SMTP server (RFC 5321's plain path: greeting, EHLO, MAIL, RCPT, DATA, RSET, NOOP, QUIT;
// no TLS, no auth), so the SMTP mailer is tested with the real nodemailer over a real socket and no network.
// It records each message as received and counts the connections it was sent over.
import net from 'node:net';
import type { AddressInfo } from 'node:net';

export type ReceivedMail = { from: string; to: string[]; data: string; connection: number };

export type FakeSmtpServer = {
  url: string;
  messages: ReceivedMail[];
  /** How many connections clients have opened so far. */
  readonly connections: number;
  close(): Promise<void>;
};

/** `port`: listen there (a server that comes back where the app's SMTP_URL points); any free port otherwise. */
export async function startFakeSmtpServer(options: { port?: number } = {}): Promise<FakeSmtpServer> {
  const messages: ReceivedMail[] = [];
  const sockets = new Set<net.Socket>();
  let connections = 0;
  const server = net.createServer((socket) => {
    const connection = ++connections;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    let buffer = '';
    let inData = false;
    let envelope = { from: '', to: [] as string[] };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 fake-smtp ready');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          // Dot-stuffing undone: a line the client began with a dot had a second one put in front.
          const data = buffer.slice(0, end).replace(/^\.\./gm, '.');
          buffer = buffer.slice(end + 5);
          inData = false;
          messages.push({ ...envelope, data, connection });
          envelope = { from: '', to: [] };
          reply('250 2.0.0 queued');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol === -1) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250-fake-smtp\r\n250-8BITMIME\r\n250 SMTPUTF8\r\n');
        else if (verb === 'MAIL') {
          envelope.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
          reply('250 2.1.0 ok');
        } else if (verb === 'RCPT') {
          envelope.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          reply('250 2.1.5 ok');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 end with <CRLF>.<CRLF>');
        } else if (verb === 'RSET') {
          envelope = { from: '', to: [] };
          reply('250 2.0.0 ok');
        } else if (verb === 'NOOP') reply('250 2.0.0 ok');
        else if (verb === 'QUIT') {
          reply('221 2.0.0 bye');
          socket.end();
        } else reply('502 5.5.2 not implemented');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    get connections() {
      return connections;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A local port nothing listens on (now): an SMTP_URL for a mail server that is down. */
export async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
