/** Email: the messages, the outbox writer every domain calls in its transaction, and the templates. */
export { MAIL_KINDS, SECURITY_KINDS, OPTIONAL_KINDS, isMailKind, type MailKind, type MailParams } from "./messages.js";
export { enqueueMail, type OutboxMessage } from "./outbox.js";
export { renderMail, MAIL_WORDS, EMAIL_PREFERENCES_PATH, type RenderContext, type RenderedMail } from "./templates/render.js";
export * from "./rules/delivery.js";
