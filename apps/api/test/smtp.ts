import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on a loopback port that keeps what it receives, parsed. */
export async function startSmtp() {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      simpleParser(stream).then((mail) => {
        received.push(mail);
        done();
      }, done);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The first message to `to` received after the first `after` ones. */
    async next(to: string, after: number): Promise<ParsedMail> {
      for (let i = 0; i < 100; i++) {
        const mail = received.slice(after).find((m) => JSON.stringify(m.to ?? '').includes(to));
        if (mail) return mail;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`no e-mail to ${to}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
