// How a mail leaves: nodemailer over SMTP_URL, or in demo mode (no SMTP_URL) an .eml file in
// <DATA_DIR>/mail that staff can open.
import 'server-only';
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { env } from '@/lib/env';

export interface OutgoingMail {
  id: number;
  to: string;
  replyTo: string;
  subject: string;
  text: string;
  /** Empty for essential mail; otherwise the one-click unsubscribe URL (RFC 8058). */
  unsubscribeUrl?: string;
}

export interface Sender {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

function message(mail: OutgoingMail) {
  return {
    from: env().MAIL_FROM,
    to: mail.to,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    subject: mail.subject,
    text: mail.text,
    // RFC 8058: nodemailer writes `List-Unsubscribe: <url>`; the Post header makes it one-click, so a
    // mail client's "unsubscribe" button works without opening a page.
    ...(mail.unsubscribeUrl
      ? {
          list: { unsubscribe: { url: mail.unsubscribeUrl, comment: 'Darse de baja' } },
          headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        }
      : {}),
    // One Message-ID per outbox row: a receiver can tell a repeat of the same row.
    messageId: `<outbox-${mail.id}@${new URL(env().SITE_URL).hostname}>`,
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

function smtpSender(url: string): Sender {
  // Short timeouts: a hung server must not hold a claim anywhere near its expiry.
  const timeouts = new URLSearchParams({
    connectionTimeout: '10000',
    greetingTimeout: '10000',
    socketTimeout: '30000',
  });
  const withTimeouts = url.includes('?') ? `${url}&${timeouts}` : `${url}?${timeouts}`;
  const transport: Transporter = nodemailer.createTransport(withTimeouts);
  return {
    async send(mail) {
      await transport.sendMail(message(mail));
    },
    close: () => transport.close(),
  };
}

function folderSender(dir: string): Sender {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail(message(mail));
      await mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      await writeFile(path.join(dir, `${stamp}-${mail.id}-${randomUUID().slice(0, 8)}.eml`), info.message as Buffer);
    },
    close: () => transport.close(),
  };
}

/** The sender this process uses, from the environment at the time of the call. */
export function createSender(): Sender {
  const e = env();
  return e.SMTP_URL ? smtpSender(e.SMTP_URL) : folderSender(path.join(e.dataDir, 'mail'));
}
