import "server-only";
import { like } from "drizzle-orm";
import { getDb } from "@/lib/infra/db/client";
import { users } from "@/lib/infra/db/schema";

/** "Jan.Novák+auto@x.cz" → "jan.novak"; never empty. */
export function usernameBase(email: string): string {
  const local = email.split("@")[0] ?? "";
  const base = local
    .split("+")[0]
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9._-]/g, "")
    .replace(/^[._-]+|[._-]+$/g, "")
    .slice(0, 30);
  return base || "user";
}

/** The e-mail's local part, with the lowest free numeric suffix when taken. */
export async function uniqueUsername(email: string): Promise<string> {
  const base = usernameBase(email);
  const taken = new Set(
    (
      await getDb()
        .select({ u: users.username })
        .from(users)
        .where(like(users.username, `${base.replace(/[%_\\]/g, "\\$&")}%`))
    ).map((r) => r.u),
  );
  if (!taken.has(base)) return base;
  for (let i = 2; ; i++) if (!taken.has(`${base}${i}`)) return `${base}${i}`;
}
