// The <html> element lives in app/[locale]/layout.tsx, which knows the language; so does the
// stylesheet: imported here, Next would also give it to app/global-error.tsx (which styles itself)
// and carry a second copy of it in every page's RSC payload, inlined (next.config.ts inlineCss).
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return children;
}
