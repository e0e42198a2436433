// Links in a message body (issue 31): shown as plain text until the recipient has replied once.
// Client-safe.

/** An address a reader could follow: a scheme, "www.", or a host with a common top-level domain. */
const LINK =
  /\b(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|cz|sk|de|net|org|eu|info|io|ru|me|app|link|ly|to)\b(?:\/\S*)?/i;

export const hasLink = (body: string) => LINK.test(body);
