"use client";

import MenuIcon from "@mui/icons-material/Menu";
import IconButton from "@mui/material/IconButton";
import dynamic from "next/dynamic";
import { useState } from "react";

// The drawer's code loads when the menu is first opened.
const MobileMenuDrawer = dynamic(() => import("./mobile-menu-drawer").then((m) => m.MobileMenuDrawer), {
  ssr: false,
});

// The phone menu (spec §2): a button that opens a drawer whose Services entry expands.
export function MobileMenu({ openLabel }: { openLabel: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  return (
    <>
      <IconButton
        onClick={() => {
          setIsOpen(true);
          setHasOpened(true);
        }}
        aria-label={openLabel}
        aria-expanded={isOpen}
        sx={{ display: { md: "none" } }}
      >
        <MenuIcon />
      </IconButton>
      {hasOpened && <MobileMenuDrawer isOpen={isOpen} onClose={() => setIsOpen(false)} />}
    </>
  );
}
