// @mentions in forum posts: which members a post names. The notifications tell them (at most MENTION_LIMIT a
// post); the thread page links each name to the member's profile.

/** The most @mentions one post notifies (a post naming half the forum notifies nobody past this). */
export const MENTION_LIMIT = 10;

/** `@username` where a username may be (3-30 letters, digits, `_`, `.` or `-`), not inside an email address. */
export const MENTION_PATTERN = /(?<![\w@.-])@([A-Za-z0-9_.-]{3,30})/g;

/** One @mention in a text: where its `@` is, how long it is with the `@`, and the username it names, lower-cased. */
export interface Mention {
  index: number;
  length: number;
  username: string;
}

/** Every @mention in a text, in order; dots and dashes after a name end the sentence, not the name. */
export function findMentions(text: string): Mention[] {
  const found: Mention[] = [];
  for (const match of text.matchAll(MENTION_PATTERN)) {
    const name = match[1]?.replace(/[.-]+$/, '') ?? '';
    if (name.length >= 3)
      found.push({ index: match.index, length: name.length + 1, username: name.toLowerCase() });
  }
  return found;
}

/** The usernames a text mentions, each once, in order, lower-cased (usernames are unique regardless of case). */
export function mentionedUsernames(text: string, limit = MENTION_LIMIT): string[] {
  return [...new Set(findMentions(text).map((mention) => mention.username))].slice(0, limit);
}
