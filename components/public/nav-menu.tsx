"use client";

import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { usePathname } from "next/navigation";

// href: the page's address in the current language (plain links, see StaticLink).
const listSx = {
  position: "absolute",
  top: "100%",
  insetInlineStart: 0,
  zIndex: "appBar",
  minWidth: 240,
  py: 1,
  mt: 0.5,
  "& ul": { listStyle: "none", m: 0, p: 0 },
  "& a": { display: "block", px: 2, py: 1, color: "text.primary", textDecoration: "none" },
  "& a:hover, & a:focus-visible": { bgcolor: "action.hover" },
  "& a[aria-current=page]": { color: "primary.main", fontWeight: 600 },
} as const;

export type NavMenuItem = { href: string; label: string };

// A header menu: a button that shows a list of links (the disclosure
// pattern). Enter, Space or ArrowDown opens it; arrows move between the
// links; Escape closes it and returns to the button; Tab moves on as usual
// and closes it once focus has left.
export function NavMenu({ label, items }: { label: string; items: readonly NavMenuItem[] }) {
  const [isOpen, setIsOpen] = useState(false);
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const pathname = usePathname();

  const links = () => [...(rootRef.current?.querySelectorAll<HTMLAnchorElement>("a") ?? [])];

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [isOpen]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const all = links();
    const current = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === "Escape" && isOpen) {
      event.preventDefault();
      setIsOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!isOpen) {
        setIsOpen(true);
        // The list renders on the next frame.
        requestAnimationFrame(() => links()[event.key === "ArrowDown" ? 0 : items.length - 1]?.focus());
        return;
      }
      const step = event.key === "ArrowDown" ? 1 : -1;
      all[(current + step + all.length) % all.length]?.focus();
    } else if ((event.key === "Home" || event.key === "End") && current >= 0) {
      event.preventDefault();
      all[event.key === "Home" ? 0 : all.length - 1]?.focus();
    }
  }

  return (
    <Box
      ref={rootRef}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setIsOpen(false);
      }}
      sx={{ position: "relative" }}
    >
      <Button
        ref={buttonRef}
        color="inherit"
        aria-expanded={isOpen}
        aria-controls={id}
        onClick={() => setIsOpen((open) => !open)}
        endIcon={
          <ExpandMoreIcon
            aria-hidden
            sx={{ transition: "transform 150ms", transform: isOpen ? "rotate(180deg)" : undefined }}
          />
        }
      >
        {label}
      </Button>
      {/* Rendered only while open: the same pages are linked from the footer. */}
      {isOpen && (
        <Paper id={id} elevation={6} sx={listSx}>
          <ul>
            {items.map((item) => (
              <li key={item.href}>
                <a
                  href={item.href}
                  onClick={() => setIsOpen(false)}
                  aria-current={pathname === item.href ? "page" : undefined}
                >
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </Paper>
      )}
    </Box>
  );
}
