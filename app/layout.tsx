import "./globals.css";

// The <html> element lives in app/[locale]/layout.tsx, which knows the language.
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return children;
}
