"use client";

import dynamic from "next/dynamic";
import { iconButtonClass } from "./button-class";
import { MenuIcon } from "./icons";
import { useLazyOpen } from "./use-lazy-open";
import styles from "./site-header.module.css";

// The drawer's code loads when the menu is first opened.
const MobileMenuDrawer = dynamic(() => import("./mobile-menu-drawer").then((m) => m.MobileMenuDrawer), {
  ssr: false,
});

// The phone menu (spec §2): a button that opens a drawer whose Services entry expands.
export function MobileMenu({ openLabel }: { openLabel: string }) {
  const { isOpen, hasOpened, open, close } = useLazyOpen();
  return (
    <>
      <button
        type="button"
        className={`${iconButtonClass} ${styles.menuButton}`}
        onClick={open}
        aria-label={openLabel}
        aria-expanded={isOpen}
      >
        <MenuIcon />
      </button>
      {hasOpened && <MobileMenuDrawer isOpen={isOpen} onClose={close} />}
    </>
  );
}
