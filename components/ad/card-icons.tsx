// The result card's icons, drawn once per page and reused by every card (<use>): twenty cards
// repeated the same paths in the HTML and again in the page's RSC data.
const SYMBOLS = {
  verified: (
    <>
      <path
        d="M10 1l2.4 1.8 3 .1.9 2.9 2.4 1.8-1 2.8 1 2.8-2.4 1.8-.9 2.9-3 .1L10 19l-2.4-1.8-3-.1-.9-2.9-2.4-1.8 1-2.8-1-2.8 2.4-1.8.9-2.9 3-.1z"
        fill="currentColor"
      />
      <path d="M8.6 13.2 5.8 10.4l1.1-1.1 1.7 1.7 4.5-4.5 1.1 1.1z" fill="#fff" />
    </>
  ),
  share: (
    <path
      d="M4 12v7a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-7M16 6l-4-4-4 4M12 2v13"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    />
  ),
  heart: (
    <path
      d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8 3.6 4.5 7 4.5c2 0 3.4 1.1 5 3 1.6-1.9 3-3 5-3 3.4 0 5.5 3.5 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"
      // hollow unless the user of the symbol sets --heart-fill (a favourite's heart is filled)
      style={{ fill: "var(--heart-fill, none)" }}
      stroke="currentColor"
      strokeWidth="2"
    />
  ),
  edit: (
    <path
      d="M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    />
  ),
};
const VIEW_BOX: Record<CardIconName, string> = {
  verified: "0 0 20 20",
  share: "0 0 24 24",
  heart: "0 0 24 24",
  edit: "0 0 24 24",
};

export type CardIconName = keyof typeof SYMBOLS;

/** The symbols, once in the page (the locale layout renders it). */
export function CardIconSprite() {
  return (
    <svg aria-hidden width="0" height="0" className="absolute">
      {Object.entries(SYMBOLS).map(([name, paths]) => (
        <symbol key={name} id={`card-${name}`} viewBox={VIEW_BOX[name as CardIconName]}>
          {paths}
        </symbol>
      ))}
    </svg>
  );
}

export function CardIcon({
  name,
  className = "size-5",
}: {
  name: CardIconName;
  className?: string;
}) {
  return (
    <svg aria-hidden className={className}>
      <use href={`#card-${name}`} />
    </svg>
  );
}
