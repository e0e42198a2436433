"use client";

import { Fragment } from "react";

const URL_PART = /(https?:\/\/[^\s<>"]+)/g;

/**
 * A message's body with its line breaks. Links are clickable only when the API allows it
 * (`linksAllowed`: the reader's own message, or one they have answered); else they stay text.
 */
export function MessageText({ body, linksAllowed }: { body: string; linksAllowed: boolean }) {
  if (!linksAllowed) return <p className="break-words whitespace-pre-wrap">{body}</p>;
  return (
    <p className="break-words whitespace-pre-wrap">
      {body.split(URL_PART).map((part, i) =>
        i % 2 === 1 ? (
          <a
            key={i}
            href={part}
            target="_blank"
            rel="nofollow noopener noreferrer ugc"
            className="underline"
          >
            {part}
          </a>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </p>
  );
}
