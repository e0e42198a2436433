// Vozovna's own profiles on the three social networks (rel="me": they are ours).
const NETWORKS = [
  {
    name: "Facebook",
    href: "https://www.facebook.com/vozovna",
    path: "M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v7h4v-7h3l1-4h-4V8.5a.5.5 0 0 1 .5-.5Z",
  },
  {
    name: "Instagram",
    href: "https://www.instagram.com/vozovna",
    path: "M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4Zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm5.5-1.5h.01",
  },
  {
    name: "YouTube",
    href: "https://www.youtube.com/@vozovna",
    path: "M21 8.2a3 3 0 0 0-2.1-2.1C17.1 5.6 12 5.6 12 5.6s-5.1 0-6.9.5A3 3 0 0 0 3 8.2 31 31 0 0 0 2.6 12 31 31 0 0 0 3 15.8a3 3 0 0 0 2.1 2.1c1.8.5 6.9.5 6.9.5s5.1 0 6.9-.5a3 3 0 0 0 2.1-2.1 31 31 0 0 0 .4-3.8 31 31 0 0 0-.4-3.8ZM10 15V9l5 3-5 3Z",
  },
] as const;

export function SocialLinks({ label, title }: { label: string; title: string }) {
  return (
    <div className="flex items-center gap-3">
      <span className="text-xs font-medium tracking-wide text-slate-500 uppercase">{title}</span>
      <ul aria-label={label} className="flex gap-2">
        {NETWORKS.map((n) => (
          <li key={n.name}>
            <a
              href={n.href}
              rel="me noopener"
              target="_blank"
              aria-label={n.name}
              title={n.name}
              className="hover:bg-primary-50 hover:text-primary-700 grid size-9 place-items-center rounded-full bg-slate-100 text-slate-700"
            >
              <svg
                viewBox="0 0 24 24"
                aria-hidden
                className="size-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.7"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d={n.path} />
              </svg>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
