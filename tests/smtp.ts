import { SMTPServer } from "smtp-server";

export type ReceivedMail = { to: string[]; raw: string };

// A real SMTP server on the loopback interface, for tests of outgoing mail.
export async function startSmtpServer(port: number) {
  const received: ReceivedMail[] = [];
  let hold: Promise<void> = Promise.resolve();
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (refusals > 0) {
          refusals -= 1;
          const refusal = Object.assign(new Error("Mailbox unavailable, try later"), { responseCode: 451 });
          callback(refusal);
          return;
        }
        void hold.then(() => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString("utf8"),
          });
          callback();
        });
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    received,
    // Makes the server keep every message waiting until release() is called.
    holdMessages() {
      let release!: () => void;
      hold = new Promise((resolve) => (release = resolve));
      return release;
    },
    // Makes the server refuse the next `count` messages (a temporary failure).
    refuseNext(count: number) {
      refusals = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// Undoes quoted-printable soft line breaks and escapes, enough to read links.
export function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

// Without SMTP_URL, mail is written as .eml files to MAIL_DIR (one folder per
// test run): the decoded messages to one address, oldest first.
export async function mailFilesTo(to: string): Promise<string[]> {
  const { default: fs } = await import("node:fs");
  const { default: path } = await import("node:path");
  const dir = process.env.MAIL_DIR!;
  if (!fs.existsSync(dir)) return [];
  const safeTo = to.replace(/[^a-z0-9@._-]/gi, "_");
  return fs
    .readdirSync(dir)
    .filter((name) => name.includes(`-${safeTo}-`))
    .sort()
    .map((name) => decodeQuotedPrintable(fs.readFileSync(path.join(dir, name), "utf8")));
}
