import { Body, Container, Head, Hr, Html, Link, Preview, Section, Text } from "./components";
import type { ReactNode } from "react";

// The frame of every alert e-mail: the site name, the content, and a footer saying why the reader
// gets it, where to manage it and how to stop it.

export const colors = { text: "#1f2937", muted: "#6b7280", accent: "#0f766e", line: "#e5e7eb" };

export function EmailLayout({
  lang,
  brand,
  siteUrl,
  preview,
  children,
  why,
  manage,
  unsubscribe,
}: {
  lang: string;
  brand: string;
  siteUrl: string;
  preview: string;
  children: ReactNode;
  why: string;
  manage: { label: string; href: string };
  unsubscribe?: { label: string; href: string };
}) {
  return (
    <Html lang={lang}>
      <Head />
      <Body
        style={{
          backgroundColor: "#f9fafb",
          color: colors.text,
          fontFamily: "Inter, Arial, sans-serif",
        }}
      >
        <Preview>{preview}</Preview>
        <Container style={{ maxWidth: 600, padding: "24px 16px", backgroundColor: "#ffffff" }}>
          <Section>
            <Link
              href={siteUrl}
              style={{
                color: colors.accent,
                fontSize: 22,
                fontWeight: 700,
                textDecoration: "none",
              }}
            >
              {brand}
            </Link>
          </Section>
          {children}
          <Hr style={{ borderColor: colors.line, margin: "24px 0 12px" }} />
          <Section>
            <Text style={{ color: colors.muted, fontSize: 12, lineHeight: "18px", margin: 0 }}>
              {why}
            </Text>
            <Text style={{ fontSize: 12, margin: "8px 0 0" }}>
              <Link href={manage.href} style={{ color: colors.accent }}>
                {manage.label}
              </Link>
              {unsubscribe && (
                <>
                  {" · "}
                  <Link href={unsubscribe.href} style={{ color: colors.muted }}>
                    {unsubscribe.label}
                  </Link>
                </>
              )}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
