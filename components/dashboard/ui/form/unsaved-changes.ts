"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";

// While `isActive`, leaving the page asks first: closing or reloading the
// tab (the browser's own question) and following a link inside the app (the
// App Router has no navigation event to veto, so clicks on links are caught
// before the router sees them).
// `onLeave` runs when the user confirms leaving through a link.
export function useUnsavedChangesGuard(isActive: boolean, onLeave?: () => void) {
  const question = useTranslations("Common")("unsavedChanges");
  useEffect(() => {
    if (!isActive) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const link = (event.target as Element | null)?.closest?.("a[href]");
      if (!(link instanceof HTMLAnchorElement) || link.target === "_blank" || link.hasAttribute("download")) return;
      if (new URL(link.href).origin !== window.location.origin) return;
      if (!window.confirm(question)) {
        event.preventDefault();
        event.stopPropagation();
      } else {
        onLeave?.();
      }
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    document.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      document.removeEventListener("click", onClick, true);
    };
  }, [isActive, question, onLeave]);
}
