import { Column, Img, Link, Row, Section, Text } from "@react-email/components";
import type { ReactNode } from "react";
import type { EmailAd } from "../links";
import { colors } from "./layout";

/** One ad in a mail: mini photo, title linking to the ad, price, key facts, location. */
export function AdRow({ ad, price }: { ad: EmailAd; price?: ReactNode }) {
  return (
    <Section style={{ borderTop: `1px solid ${colors.line}`, padding: "12px 0" }}>
      <Row>
        <Column style={{ width: 128, verticalAlign: "top" }}>
          {ad.photoUrl ? (
            <Link href={ad.url} data-skip-in-text>
              <Img
                src={ad.photoUrl}
                alt={ad.photoAlt}
                width={120}
                height={90}
                style={{ borderRadius: 6, objectFit: "cover" }}
              />
            </Link>
          ) : null}
        </Column>
        <Column style={{ verticalAlign: "top" }}>
          <Link
            href={ad.url}
            style={{ color: colors.text, fontSize: 15, fontWeight: 600, textDecoration: "none" }}
          >
            {ad.title}
          </Link>
          <Text style={{ fontSize: 15, fontWeight: 700, margin: "4px 0" }}>
            {price ?? ad.price}
          </Text>
          <Text style={{ color: colors.muted, fontSize: 13, margin: 0 }}>{ad.facts}</Text>
          {ad.location && (
            <Text style={{ color: colors.muted, fontSize: 13, margin: 0 }}>{ad.location}</Text>
          )}
        </Column>
      </Row>
    </Section>
  );
}
