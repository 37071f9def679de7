/** Email: the messages, the outbox writer every domain calls in its transaction, and the templates. */
export {
  MAIL_KINDS,
  SECURITY_KINDS,
  OPTIONAL_KINDS,
  OPTIONAL_MAIL_KINDS,
  DIGEST_ITEMS_MAX,
  EMAIL_PREFERENCES_PATH,
  isMailKind,
  type MailKind,
  type MailParams,
  type OptionalMailKind,
} from "./messages.js";
export { enqueueMail, enqueueMails, type OutboxMessage } from "./outbox.js";
export { renderMail, MAIL_WORDS, type RenderContext, type RenderedMail } from "./templates/render.js";
export * from "./rules/delivery.js";
