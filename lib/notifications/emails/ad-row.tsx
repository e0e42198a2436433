import type { ReactNode } from "react";
import type { EmailAd } from "../links";
import { colors } from "./layout";

// One ad in a mail: mini photo, title linking to the ad, price, key facts, location. A plain table
// rather than react-email's Section/Row/Column (each a table of its own): a digest lists up to 10
// ads per search, hundreds per e-mail, and the markup per ad is what the run renders most.

const cell = { verticalAlign: "top", padding: "12px 0" } as const;
const line = { margin: 0, fontSize: 13, lineHeight: "18px", color: colors.muted } as const;

export function AdRow({ ad, price }: { ad: EmailAd; price?: ReactNode }) {
  return (
    <table
      role="presentation"
      width="100%"
      cellPadding={0}
      cellSpacing={0}
      style={{ borderTop: `1px solid ${colors.line}` }}
    >
      <tbody>
        <tr>
          <td width={132} style={cell}>
            {ad.photoUrl && (
              <a href={ad.url} data-skip-in-text>
                {/* eslint-disable-next-line @next/next/no-img-element -- an e-mail, not a page of the site */}
                <img
                  src={ad.photoUrl}
                  alt={ad.photoAlt}
                  width={120}
                  height={90}
                  style={{ display: "block", border: 0, borderRadius: 6, objectFit: "cover" }}
                />
              </a>
            )}
          </td>
          <td style={cell}>
            <a
              href={ad.url}
              style={{ color: colors.text, fontSize: 15, fontWeight: 600, textDecoration: "none" }}
            >
              {ad.title}
            </a>
            <p style={{ margin: "4px 0", fontSize: 15, fontWeight: 700 }}>{price ?? ad.price}</p>
            <p style={line}>{ad.facts}</p>
            {ad.location && <p style={line}>{ad.location}</p>}
          </td>
        </tr>
      </tbody>
    </table>
  );
}
