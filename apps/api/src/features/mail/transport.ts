import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';

export type Message = { to: string; subject: string; text: string; html: string };

export interface Mailer {
  send(message: Message): Promise<void>;
  /** Runs mail work that no answer waits for (it logs its own failures); `idle()` waits for it. */
  later(task: () => Promise<void>): void;
  /** Settles once every task handed to `later` so far has finished. */
  idle(): Promise<void>;
  close(): void;
}

/** The background half of a mailer: the tasks in flight, and a way to wait for none. */
function backgroundTasks(log: FastifyBaseLogger): Pick<Mailer, 'later' | 'idle'> {
  const pending = new Set<Promise<void>>();
  return {
    later: (task) => {
      const running: Promise<void> = task()
        .catch((err) => log.error({ err }, 'background mail task failed'))
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    idle: async () => {
      while (pending.size > 0) await Promise.allSettled(pending);
    },
  };
}

/**
 * Over SMTP when `smtpUrl` is set; otherwise each message is written as an .eml file under
 * `<dataDir>/mail` and named in the log, so an embedded installation shows what it would send.
 */
export function createMailer(opts: {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  // nodemailer (~20 MB resident) is loaded with the first message, not by every server.
  let transport: Promise<Transporter> | undefined;
  const connect = () => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      opts.smtpUrl
        ? nodemailer.createTransport(opts.smtpUrl)
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    );
    return transport;
  };
  const close = () => void transport?.then((t) => t.close());
  if (opts.smtpUrl) {
    return {
      send: async (m) => {
        await (await connect()).sendMail({ from: opts.from, ...m });
      },
      ...backgroundTasks(opts.log),
      close,
    };
  }
  const dir = path.join(opts.dataDir, 'mail');
  return {
    send: async (m) => {
      const info = await (await connect()).sendMail({ from: opts.from, ...m });
      await fs.mkdir(dir, { recursive: true });
      const file = path.join(
        dir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`,
      );
      await fs.writeFile(file, info.message as Buffer);
      opts.log.info({ file, to: m.to, subject: m.subject }, 'e-mail written (no SMTP_URL)');
    },
    ...backgroundTasks(opts.log),
    close,
  };
}
