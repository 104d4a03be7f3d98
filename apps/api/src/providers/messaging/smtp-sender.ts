import nodemailer from 'nodemailer';
import type { MessageSender, OutgoingMessage } from './message-sender';

/** Email over SMTP (nodemailer), for SMTP_URL such as smtps://user:pass@mail.example:465. */
export function smtpSender(smtpUrl: string, from: string): MessageSender {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message: OutgoingMessage) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject ?? '',
        text: message.body,
        attachments: message.attachments?.map((file) => ({
          filename: file.filename,
          content: file.content,
          contentType: file.contentType,
        })),
      });
    },
  };
}
