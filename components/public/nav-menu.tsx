"use client";

import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { usePathname } from "next/navigation";
import { ChevronIcon } from "./icons";
import styles from "./nav-menu.module.css";

// href: the page's address in the current language (plain links, see StaticLink).
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
    <div
      ref={rootRef}
      className={styles.root}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setIsOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-expanded={isOpen}
        aria-controls={id}
        onClick={() => setIsOpen((open) => !open)}
      >
        {label}
        <ChevronIcon direction="down" className={styles.chevron} />
      </button>
      {/* Rendered only while open: the same pages are linked from the footer. */}
      {isOpen && (
        <div id={id} className={styles.list}>
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
        </div>
      )}
    </div>
  );
}
