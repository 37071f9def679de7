/**
 * A real SMTP server for tests (the smtp-server package) that keeps what it receives, parsed by mailparser, and can
 * be told to refuse the next messages with a reply code (a full mailbox, an unknown address).
 */
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { simpleParser, type ParsedMail } from "mailparser";

export interface SmtpReceiver {
  /** smtp://127.0.0.1:<port>, for smtpTransport. */
  url: string;
  received: ParsedMail[];
  /** Refuses the next `count` messages with `code` (4xx: try later; 5xx: never). */
  refuseNext(count: number, code: number): void;
  close(): Promise<void>;
}

export async function startSmtpReceiver(): Promise<SmtpReceiver> {
  const received: ParsedMail[] = [];
  let refusals: { left: number; code: number } = { left: 0, code: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          if (refusals.left > 0) {
            refusals.left--;
            callback(Object.assign(new Error("Refused by the test"), { responseCode: refusals.code }));
            return;
          }
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext(count, code) {
      refusals = { left: count, code };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
