"use client";

import Box from "@mui/material/Box";
import { usePathname, useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";

// A 2.5 px bar at the top while a page is loading (spec §9): it starts when
// an internal link is followed and ends when the new page is shown.
export function ProgressBar() {
  const t = useTranslations("Common");
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const current = `${pathname}?${searchParams.toString()}`;
  // The page a navigation started from: once the address changes, it is over.
  const [startedAt, setStartedAt] = useState<string | null>(null);
  const isLoading = startedAt === current;

  useEffect(() => {
    function onClick(event: MouseEvent) {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const anchor = (event.target as Element | null)?.closest("a");
      if (!anchor || anchor.target === "_blank" || anchor.hasAttribute("download")) return;
      const url = new URL(anchor.href, window.location.href);
      const isSamePage = url.pathname === window.location.pathname && url.search === window.location.search;
      if (url.origin === window.location.origin && !isSamePage)
        setStartedAt(`${window.location.pathname}?${window.location.search.slice(1)}`);
    }
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);

  return (
    <Box
      role="progressbar"
      aria-hidden={!isLoading}
      aria-label={t("loading")}
      sx={{
        position: "fixed",
        top: 0,
        insetInlineStart: 0,
        height: 2.5,
        width: isLoading ? "80%" : 0,
        opacity: isLoading ? 1 : 0,
        bgcolor: "primary.main",
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        transition: isLoading ? "width 8s cubic-bezier(0.1, 0.7, 0.2, 1)" : "opacity 0.2s",
      }}
    />
  );
}
