"use client";

import { type ComponentProps, useState } from "react";
import { Link } from "@/lib/i18n/navigation";

// A menu link that prefetches its page once the user reaches for it (pointer
// over it, finger on it, keyboard focus), not as soon as it is on screen.
// The menu shows every screen at once: prefetching them all on every page
// view made the server render a dozen pages nobody had asked for, each time a
// page opened or a list changed its address.
export function NavLink({ onMouseEnter, onTouchStart, onFocus, ...props }: ComponentProps<typeof Link>) {
  const [isReachedFor, setIsReachedFor] = useState(false);
  return (
    <Link
      {...props}
      prefetch={isReachedFor ? null : false}
      onMouseEnter={(event) => {
        setIsReachedFor(true);
        onMouseEnter?.(event);
      }}
      onTouchStart={(event) => {
        setIsReachedFor(true);
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        setIsReachedFor(true);
        onFocus?.(event);
      }}
    />
  );
}
