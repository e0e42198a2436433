"use client";

import { usePathname } from "@/i18n/navigation";
import { isUnpaddedPage } from "./sections";

/**
 * The content area. Phones: the sticky 56 px header stands above it and 96 px below clear the
 * tab bar; /profile and the ad pages get 0 and lay out their own spacing (seed 000 §2.2).
 */
export function ShellMain({ children }: { children: React.ReactNode }) {
  const bare = isUnpaddedPage(usePathname());
  return (
    <main
      id="content"
      tabIndex={-1}
      className={`mx-auto w-full max-w-6xl flex-1 outline-none md:px-4 md:py-6 ${bare ? "max-md:p-0" : "px-4 pt-4 pb-24"}`}
    >
      {children}
    </main>
  );
}
