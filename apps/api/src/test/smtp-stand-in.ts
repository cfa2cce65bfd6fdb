import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as sent (headers and body). */
  data: string;
  /** The login given with AUTH PLAIN, if any. */
  user: string | null;
}

export interface SmtpStandIn {
  /** smtp://user:password@127.0.0.1:port: what SMTP_URL is set to. */
  url(credentials?: { user: string; password: string }): string;
  received: ReceivedMail[];
  /** While set, every message is refused with this reply (e.g. '451 try again later'). */
  refuse: string | null;
  close(): Promise<void>;
}

/**
 * A plain-text SMTP server on a free loopback port that keeps what it is sent: enough of the
 * protocol (EHLO, AUTH PLAIN/LOGIN, MAIL, RCPT, DATA, RSET, QUIT) for a mail library to deliver.
 */
export async function startSmtpStandIn({
  onMessage,
}: {
  /** Told of each message as it is accepted (e.g. to share it with other processes). */
  onMessage?: (mail: ReceivedMail) => void;
} = {}): Promise<SmtpStandIn> {
  const received: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  const stand: SmtpStandIn = {
    received,
    refuse: null,
    url: (c) =>
      `smtp://${c ? `${encodeURIComponent(c.user)}:${encodeURIComponent(c.password)}@` : ''}127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    socket.setEncoding('utf8');
    let buffer = '';
    let mail: ReceivedMail = { from: '', to: [], data: '', user: null };
    let user: string | null = null;
    let mode: 'command' | 'data' | 'login-user' | 'login-pass' = 'command';
    const reply = (line: string) => socket.write(`${line}\r\n`);

    reply('220 stand-in ESMTP ready');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (mode === 'data') {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          mail.data = buffer.slice(0, end).replace(/^\.\./gm, '.');
          buffer = buffer.slice(end + 5);
          mode = 'command';
          if (stand.refuse) reply(stand.refuse);
          else {
            received.push({ ...mail, user });
            onMessage?.({ ...mail, user });
            reply('250 2.0.0 queued');
          }
          mail = { from: '', to: [], data: '', user: null };
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol === -1) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        if (mode === 'login-user') {
          user = Buffer.from(line, 'base64').toString();
          mode = 'login-pass';
          reply('334 UGFzc3dvcmQ6');
          continue;
        }
        if (mode === 'login-pass') {
          mode = 'command';
          reply('235 2.7.0 authenticated');
          continue;
        }
        const verb = line.split(' ')[0]?.toUpperCase() ?? '';
        if (verb === 'EHLO' || verb === 'HELO') {
          socket.write('250-stand-in\r\n250-AUTH PLAIN LOGIN\r\n250 8BITMIME\r\n');
        } else if (verb === 'AUTH') {
          const [, method, initial] = line.split(' ');
          if (method?.toUpperCase() === 'PLAIN' && initial) {
            user = Buffer.from(initial, 'base64').toString().split('\u0000')[1] ?? null;
            reply('235 2.7.0 authenticated');
          } else if (method?.toUpperCase() === 'LOGIN') {
            mode = 'login-user';
            reply('334 VXNlcm5hbWU6');
          } else reply('504 unsupported');
        } else if (verb === 'MAIL') {
          mail.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
          reply('250 2.1.0 ok');
        } else if (verb === 'RCPT') {
          mail.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          reply('250 2.1.5 ok');
        } else if (verb === 'DATA') {
          mode = 'data';
          reply('354 end with <CRLF>.<CRLF>');
        } else if (verb === 'RSET' || verb === 'NOOP') {
          reply('250 ok');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('502 not implemented');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return stand;
}
