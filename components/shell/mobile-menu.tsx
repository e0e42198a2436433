"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { CloseIcon, MenuIcon } from "@/components/ui/icons";

/** The phone menu: a toggle and a panel holding the header's links (server-rendered children). */
export function MobileMenu({ children }: { children: React.ReactNode }) {
  const t = useTranslations("nav");
  const [open, setOpen] = useState(false);
  return (
    <div className="md:hidden">
      <button
        type="button"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? t("closeMenu") : t("menu")}
        className="-mr-2 grid size-10 place-items-center rounded-lg text-slate-700 hover:bg-slate-100"
      >
        {open ? <CloseIcon /> : <MenuIcon />}
      </button>
      <div
        id="mobile-menu"
        hidden={!open}
        // Following any link inside closes the menu.
        onClick={(e) => (e.target as HTMLElement).closest("a") && setOpen(false)}
        className="absolute inset-x-0 top-14 border-b border-slate-200 bg-white px-4 pt-2 pb-4 shadow-lg"
      >
        {children}
      </div>
    </div>
  );
}
