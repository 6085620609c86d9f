// Test support: a minimal SMTP server (RFC 5321's plain path: greeting, EHLO, MAIL, RCPT, DATA, RSET, NOOP, QUIT;
// no TLS, no auth), so the SMTP mailer is tested with the real nodemailer over a real socket and no network.
// It records each message as received and counts the connections it was sent over.
//
// For the fault tests it can also misbehave, at the protocol level: 'refuse' (setMode) turns every connection away
// with a 421 (a server that is down), 'hold' keeps back the reply to the end of DATA (a slow server, or one a test
// kills its client in front of), rejectRecipients refuses chosen addresses for good (550) and deferRecipients for now
// (450). As in SMTP itself, a message is received only once the server has answered 250 to the end of its DATA: a
// client that goes away before that answer has delivered nothing.
import net from 'node:net';
import type { AddressInfo } from 'node:net';

export type ReceivedMail = {
  from: string;
  to: string[];
  data: string;
  connection: number;
  /** The name the client gave in EHLO/HELO on that connection (nodemailer's `name`, e.g. `?name=` in the URL). */
  client: string;
  /** The Message-ID header ('<…>'), or null when the message carried none. */
  messageId: string | null;
};

/** 'accept' answers at once (the default); 'refuse' answers 421 and closes; 'hold' holds the end of DATA's reply. */
export type SmtpMode = 'accept' | 'refuse' | 'hold';

export type FakeSmtpServer = {
  url: string;
  messages: ReceivedMail[];
  /** How many connections clients have opened so far. */
  readonly connections: number;
  readonly mode: SmtpMode;
  /**
   * Changes how the server behaves from now on. To 'refuse': open connections are closed too (421 first), held
   * messages included, which are then never received. From 'hold' to 'accept': held messages are answered 250.
   */
  setMode(mode: SmtpMode): void;
  /** Messages whose end of DATA waits for its reply now (not received, unless they are answered). */
  readonly held: ReceivedMail[];
  /**
   * Answers 550 (no such mailbox: a permanent refusal) to RCPT for the addresses matching `pattern`, from now on;
   * null accepts every address again.
   */
  rejectRecipients(pattern: RegExp | null): void;
  /**
   * Answers 450 (mailbox busy: try again later) to RCPT for the addresses matching `pattern`, from now on; null
   * accepts them again.
   */
  deferRecipients(pattern: RegExp | null): void;
  /** Connections turned away while refusing. */
  readonly refused: number;
  /** Messages whose reply was held and whose client went away (or was refused) before it: not received. */
  readonly abandoned: number;
  close(): Promise<void>;
};

type Held = { socket: net.Socket; mail: ReceivedMail; timer?: NodeJS.Timeout };

/** The Message-ID of a message's header section (headers may be folded onto continuation lines). */
export function messageIdOf(data: string): string | null {
  const end = data.search(/\r?\n\r?\n/);
  const header = (end === -1 ? data : data.slice(0, end)).replace(/\r?\n[ \t]+/g, ' ');
  const match = /^message-id:\s*(<[^>\r\n]*>)/im.exec(header);
  return match?.[1] ?? null;
}

export async function startFakeSmtpServer(
  options: {
    mode?: SmtpMode;
    /** In 'hold' mode, answer each held message after this long (unset: until the mode changes). */
    holdMs?: number;
    /** Listen there (a server that comes back where the app's SMTP_URL points); any free port otherwise. */
    port?: number;
  } = {},
): Promise<FakeSmtpServer> {
  const messages: ReceivedMail[] = [];
  const sockets = new Set<net.Socket>();
  const held = new Set<Held>();
  let mode: SmtpMode = options.mode ?? 'accept';
  let rejected: RegExp | null = null;
  let deferred: RegExp | null = null;
  let connections = 0;
  let refused = 0;
  let abandoned = 0;

  const refuse = (socket: net.Socket) => {
    socket.end('421 4.3.2 Service not available, closing transmission channel\r\n');
  };
  const answer = (entry: Held) => {
    if (!held.delete(entry)) return;
    clearTimeout(entry.timer);
    if (entry.socket.destroyed || entry.socket.writableEnded) {
      abandoned++;
      return;
    }
    messages.push(entry.mail);
    entry.socket.write('250 2.0.0 queued\r\n');
  };

  const server = net.createServer((socket) => {
    const connection = ++connections;
    sockets.add(socket);
    socket.on('error', () => {});
    if (mode === 'refuse') {
      refused++;
      socket.on('close', () => sockets.delete(socket));
      refuse(socket);
      return;
    }
    socket.on('close', () => {
      sockets.delete(socket);
      // The client went away while waiting for the reply: its message was never accepted.
      for (const entry of held) {
        if (entry.socket !== socket) continue;
        held.delete(entry);
        clearTimeout(entry.timer);
        abandoned++;
      }
    });
    let buffer = '';
    let inData = false;
    let envelope = { from: '', to: [] as string[] };
    let client = '';
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
          const mail = { ...envelope, data, connection, client, messageId: messageIdOf(data) };
          envelope = { from: '', to: [] };
          if (mode === 'hold') {
            const entry: Held = { socket, mail };
            held.add(entry);
            if (options.holdMs !== undefined) entry.timer = setTimeout(() => answer(entry), options.holdMs);
          } else {
            messages.push(mail);
            reply('250 2.0.0 queued');
          }
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol === -1) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') {
          client = line.slice(5).trim();
          socket.write('250-fake-smtp\r\n250-8BITMIME\r\n250 SMTPUTF8\r\n');
        } else if (verb === 'MAIL') {
          envelope.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
          reply('250 2.1.0 ok');
        } else if (verb === 'RCPT') {
          const address = /<([^>]*)>/.exec(line)?.[1] ?? '';
          if (rejected?.test(address)) reply('550 5.1.1 No such mailbox here');
          else if (deferred?.test(address)) reply('450 4.2.1 Mailbox busy, try again later');
          else {
            envelope.to.push(address);
            reply('250 2.1.5 ok');
          }
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
    get mode() {
      return mode;
    },
    setMode(next) {
      mode = next;
      if (next === 'hold') return;
      if (next === 'accept') {
        for (const entry of [...held]) answer(entry);
        return;
      }
      // Down: every open connection is closed; a message waiting for its reply is abandoned by the close.
      for (const socket of sockets) refuse(socket);
    },
    rejectRecipients(pattern) {
      rejected = pattern;
    },
    deferRecipients(pattern) {
      deferred = pattern;
    },
    get held() {
      return [...held].map((entry) => entry.mail);
    },
    get refused() {
      return refused;
    },
    get abandoned() {
      return abandoned;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const entry of held) clearTimeout(entry.timer);
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
