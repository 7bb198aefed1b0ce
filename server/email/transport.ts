import nodemailer from 'nodemailer'
import type { Logger } from '../http/logger.ts'

/** Who the message goes to on the wire (To and CC; never a header Bcc). */
export type Envelope = { from: string; to: string[] }

/**
 * Where composed messages go: the whole RFC 5322 message, as composed once (server/email/compose.ts), so
 * what is delivered is byte for byte what the .eml download and the record show.
 */
export type MailTransport = {
  readonly kind: 'smtp' | 'stand-in'
  deliver(raw: Buffer, envelope: Envelope): Promise<{ response: string }>
  close(): void
}

/**
 * SMTP through nodemailer. The URL says the security: smtps://host:465 is TLS from the first byte;
 * smtp://host:587 upgrades with STARTTLS when the server offers it (add ?requireTLS=true to insist), and
 * user:password in the URL log in. Short timeouts: a slow server fails the attempt, and the queue retries.
 */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url, {
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  } as never)
  return {
    kind: 'smtp',
    async deliver(raw, envelope) {
      const info = await transporter.sendMail({ envelope, raw })
      return { response: String(info.response ?? '') }
    },
    close: () => transporter.close(),
  }
}

/** The default: delivers nothing, so nothing leaves a developer's machine; the record is the outcome. */
export function standInTransport(logger: Logger): MailTransport {
  return {
    kind: 'stand-in',
    async deliver(raw, envelope) {
      logger.info('email delivered (stand-in)', { to: envelope.to, bytes: raw.length })
      return { response: 'stand-in: recorded, not delivered' }
    },
    close: () => undefined,
  }
}
