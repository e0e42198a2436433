// Outline icons of the ad page (24 px grid, currentColor).
type Props = { className?: string };
const base = { viewBox: "0 0 24 24", fill: "none", stroke: "currentColor", strokeWidth: 1.8, strokeLinecap: "round", strokeLinejoin: "round", "aria-hidden": true } as const;

export const ChevronLeftIcon = ({ className = "size-6" }: Props) => (
  <svg {...base} className={className}><path d="m15 18-6-6 6-6" /></svg>
);
export const ChevronRightIcon = ({ className = "size-6" }: Props) => (
  <svg {...base} className={className}><path d="m9 18 6-6-6-6" /></svg>
);
export const GridIcon = ({ className = "size-5" }: Props) => (
  <svg {...base} className={className}><path d="M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z" /></svg>
);
export const PhoneIcon = ({ className = "size-5" }: Props) => (
  <svg {...base} className={className}><path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" /></svg>
);
export const MailIcon = ({ className = "size-5" }: Props) => (
  <svg {...base} className={className}><path d="M4 6h16v12H4z" /><path d="m4 7 8 6 8-6" /></svg>
);
export const PinIcon = ({ className = "size-5" }: Props) => (
  <svg {...base} className={className}><path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" /><circle cx="12" cy="9.5" r="2.5" /></svg>
);
export const ExternalIcon = ({ className = "size-4" }: Props) => (
  <svg {...base} className={className}><path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" /></svg>
);
export const PencilIcon = ({ className = "size-5" }: Props) => (
  <svg {...base} className={className}><path d="M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4" /></svg>
);
export const ArchiveIcon = ({ className = "size-5" }: Props) => (
  <svg {...base} className={className}><path d="M3 5h18v4H3zM5 9v10h14V9M10 13h4" /></svg>
);
export const VerifiedIcon = ({ className = "size-5" }: Props) => (
  <svg aria-hidden viewBox="0 0 20 20" className={`fill-current ${className}`}>
    <path d="M10 1l2.4 1.8 3 .1.9 2.9 2.4 1.8-1 2.8 1 2.8-2.4 1.8-.9 2.9-3 .1L10 19l-2.4-1.8-3-.1-.9-2.9-2.4-1.8 1-2.8-1-2.8 2.4-1.8.9-2.9 3-.1z" />
    <path d="M8.6 13.2 5.8 10.4l1.1-1.1 1.7 1.7 4.5-4.5 1.1 1.1z" fill="#fff" />
  </svg>
);
