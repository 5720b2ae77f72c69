/**
 * The newsletter's one-time links (a confirmation, an unsubscription): their addresses, for the
 * mails that carry them, the pages that answer them and the log that must never show their tokens.
 */
export const NEWSLETTER_CONFIRM_PATH = "/newsletter/confirm";
export const NEWSLETTER_UNSUBSCRIBE_PATH = "/newsletter/unsubscribe";
