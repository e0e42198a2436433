// The one icon set (24 px outline icons in currentColor, and a few solid 20 px ones). The result
// card's icons stay a sprite of their own (components/ad/card-icons.tsx): twenty cards share them.
type Props = { className?: string };
const base = {
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 1.8,
  strokeLinecap: "round",
  strokeLinejoin: "round",
  "aria-hidden": true,
} as const;
const solid = { viewBox: "0 0 20 20", "aria-hidden": true } as const;
export const SearchIcon = ({ className = "size-6" }: Props) => (
  <svg {...base} className={className}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </svg>
);
export const HeartIcon = ({ className = "size-6" }: Props) => (
  <svg {...base} className={className}>
    <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" />
  </svg>
);
export const PlusIcon = ({ className = "size-6" }: Props) => (
  <svg {...base} className={className}>
    <path d="M12 5v14M5 12h14" />
  </svg>
);
export const MinusIcon = ({ className = "size-6" }: Props) => (
  <svg {...base} className={className}>
    <path d="M5 12h14" />
  </svg>
);
/** Back to the whole picture (a zoom reset): four corners. */
export const FitIcon = ({ className = "size-6" }: Props) => (
  <svg {...base} className={className}>
    <path d="M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5" />
  </svg>
);
export const BookmarkIcon = ({ className = "size-6" }: Props) => (
  <svg {...base} className={className}>
    <path d="M6 4h12v16l-6-4-6 4V4Z" />
  </svg>
);
export const UserIcon = ({ className = "size-6" }: Props) => (
  <svg {...base} className={className}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </svg>
);
export const ChatIcon = ({ className = "size-6" }: Props) => (
  <svg {...base} className={className}>
    <path d="M4 5h16v11H9l-5 4V5Z" />
  </svg>
);
export const MenuIcon = ({ className = "size-6" }: Props) => (
  <svg {...base} className={className}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </svg>
);
export const CloseIcon = ({ className = "size-6" }: Props) => (
  <svg {...base} className={className}>
    <path d="M6 6l12 12M18 6 6 18" />
  </svg>
);
export const ArrowUpIcon = ({ className = "size-6" }: Props) => (
  <svg {...base} className={className}>
    <path d="M12 19V5M5 12l7-7 7 7" />
  </svg>
);
export const ChevronLeftIcon = ({ className = "size-6" }: Props) => (
  <svg {...base} className={className}>
    <path d="m15 18-6-6 6-6" />
  </svg>
);
export const ChevronRightIcon = ({ className = "size-6" }: Props) => (
  <svg {...base} className={className}>
    <path d="m9 18 6-6-6-6" />
  </svg>
);
export const GridIcon = ({ className = "size-5" }: Props) => (
  <svg {...base} className={className}>
    <path d="M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z" />
  </svg>
);
export const PhoneIcon = ({ className = "size-5" }: Props) => (
  <svg {...base} className={className}>
    <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
  </svg>
);
export const MailIcon = ({ className = "size-5" }: Props) => (
  <svg {...base} className={className}>
    <path d="M4 6h16v12H4z" />
    <path d="m4 7 8 6 8-6" />
  </svg>
);
export const PinIcon = ({ className = "size-5" }: Props) => (
  <svg {...base} className={className}>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </svg>
);
export const ExternalIcon = ({ className = "size-4" }: Props) => (
  <svg {...base} className={className}>
    <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </svg>
);
export const PencilIcon = ({ className = "size-5" }: Props) => (
  <svg {...base} className={className}>
    <path d="M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4" />
  </svg>
);
export const ArchiveIcon = ({ className = "size-5" }: Props) => (
  <svg {...base} className={className}>
    <path d="M3 5h18v4H3zM5 9v10h14V9M10 13h4" />
  </svg>
);
export const VerifiedIcon = ({ className = "size-5" }: Props) => (
  <svg aria-hidden viewBox="0 0 20 20" className={`fill-current ${className}`}>
    <path d="M10 1l2.4 1.8 3 .1.9 2.9 2.4 1.8-1 2.8 1 2.8-2.4 1.8-.9 2.9-3 .1L10 19l-2.4-1.8-3-.1-.9-2.9-2.4-1.8 1-2.8-1-2.8 2.4-1.8.9-2.9 3-.1z" />
    <path d="M8.6 13.2 5.8 10.4l1.1-1.1 1.7 1.7 4.5-4.5 1.1 1.1z" fill="#fff" />
  </svg>
);
export const OfflineIcon = ({ className = "size-16" }: Props) => (
  <svg {...base} strokeWidth={1.5} className={className}>
    <path d="M3 3l18 18M8.5 16.5a5 5 0 0 1 7 0M5 12.9a10 10 0 0 1 4.2-2.6M19 12.9a10 10 0 0 0-3.2-2.2M2 8.8a15 15 0 0 1 4.6-2.9M22 8.8A15 15 0 0 0 11 4.9M12 20h.01" />
  </svg>
);
export const InfoIcon = ({ className = "size-3.5" }: Props) => (
  <svg {...solid} className={`fill-current ${className}`}>
    <path d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16zm1 12H9V9h2v5zm0-7H9V5h2v2z" />
  </svg>
);
export const CheckIcon = ({ className = "size-3.5" }: Props) => (
  <svg {...solid} className={`fill-current ${className}`}>
    <path d="M8 13.2 4.8 10l-1.1 1.1L8 15.4l8.3-8.3-1.1-1.1z" />
  </svg>
);
/** A warning triangle: the price rating's warnings (a suspiciously low price). */
export const WarningIcon = ({ className = "size-4" }: Props) => (
  <svg {...solid} className={`shrink-0 fill-current ${className}`}>
    <path d="M10 2 1 18h18L10 2zm1 13H9v-2h2v2zm0-3H9V8h2v4z" />
  </svg>
);
export const ChevronDownIcon = ({ className = "size-4" }: Props) => (
  <svg {...solid} className={`fill-current ${className}`}>
    <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
  </svg>
);
/** The silhouette shown where no avatar has been chosen. */
export const PersonIcon = ({ className = "size-8" }: Props) => (
  <svg aria-hidden viewBox="0 0 24 24" className={`fill-current ${className}`}>
    <path d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm0 2c-4.4 0-8 2.2-8 5v2h16v-2c0-2.8-3.6-5-8-5Z" />
  </svg>
);
