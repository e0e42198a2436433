"use client";

import { usePathname } from "@/i18n/navigation";
import { isUnpaddedPage } from "./sections";

/**
 * The content area. Phones: the sticky 56 px header stands above it and 96 px below clear the
 * tab bar; /profile and the ad pages get 0 top and bottom and lay out their own vertical spacing
 * (seed 000 §2.2). The side padding stays; a full-bleed block can use -mx-4.
 */
export function ShellMain({ children }: { children: React.ReactNode }) {
  const bare = isUnpaddedPage(usePathname());
  return (
    <main
      id="content"
      tabIndex={-1}
      className={`mx-auto w-full max-w-6xl flex-1 px-4 outline-none md:py-6 ${bare ? "max-md:py-0" : "max-md:pt-4 max-md:pb-24"}`}
    >
      {children}
    </main>
  );
}
