// Outline icons of the shell (24 px grid, currentColor).
type Props = { className?: string };
const base = { viewBox: "0 0 24 24", fill: "none", stroke: "currentColor", strokeWidth: 1.8, strokeLinecap: "round", strokeLinejoin: "round", "aria-hidden": true } as const;

export const SearchIcon = ({ className = "size-6" }: Props) => (
  <svg {...base} className={className}><circle cx="11" cy="11" r="7" /><path d="m20 20-3.5-3.5" /></svg>
);
export const HeartIcon = ({ className = "size-6" }: Props) => (
  <svg {...base} className={className}><path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" /></svg>
);
export const PlusIcon = ({ className = "size-6" }: Props) => (
  <svg {...base} className={className}><path d="M12 5v14M5 12h14" /></svg>
);
export const BookmarkIcon = ({ className = "size-6" }: Props) => (
  <svg {...base} className={className}><path d="M6 4h12v16l-6-4-6 4V4Z" /></svg>
);
export const UserIcon = ({ className = "size-6" }: Props) => (
  <svg {...base} className={className}><circle cx="12" cy="8" r="4" /><path d="M4 21a8 8 0 0 1 16 0" /></svg>
);
export const MenuIcon = ({ className = "size-6" }: Props) => (
  <svg {...base} className={className}><path d="M4 7h16M4 12h16M4 17h16" /></svg>
);
export const CloseIcon = ({ className = "size-6" }: Props) => (
  <svg {...base} className={className}><path d="M6 6l12 12M18 6 6 18" /></svg>
);
export const ArrowUpIcon = ({ className = "size-6" }: Props) => (
  <svg {...base} className={className}><path d="M12 19V5M5 12l7-7 7 7" /></svg>
);
