import * as z from 'zod/mini';

// mail/{id}: a message for the Trigger Email extension, which sends it and notes the delivery on the document. The
// functions write every one through this schema (welcome mails, ticket mails, cancellation notices).

export const mailMessageDocument = z.strictObject({
  subject: z.string().check(z.minLength(1)),
  text: z.string(),
  html: z.string(),
});

export const mailDocument = z.strictObject({
  to: z.string(),
  from: z.optional(z.string()),
  message: mailMessageDocument,
});

export type MailMessage = z.output<typeof mailMessageDocument>;
export type MailDocument = z.output<typeof mailDocument>;
