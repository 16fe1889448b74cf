"use client";

import { useEffect } from "react";
import { usePathname } from "next/navigation";
import { unlocalizedPath } from "@/lib/seo";

export const BACK_OFFICE_KEY = "isBackend";

// The back-office flag of spec §4: off on the home page, on everywhere else
// (the footer's 'Go to Dashboard' leads on), kept in session storage.
export function BackOfficeFlag() {
  const pathname = usePathname();
  useEffect(() => {
    try {
      sessionStorage.setItem(BACK_OFFICE_KEY, String(unlocalizedPath(pathname).path !== "/"));
    } catch {
      // Storage unavailable: the flag is only a hint.
    }
  }, [pathname]);
  return null;
}
