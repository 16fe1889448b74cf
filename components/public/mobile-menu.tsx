"use client";

import MenuIcon from "@mui/icons-material/Menu";
import IconButton from "@mui/material/IconButton";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useState } from "react";

// The drawer's code loads when the menu is first opened.
const MobileMenuDrawer = dynamic(() => import("./mobile-menu-drawer").then((m) => m.MobileMenuDrawer), {
  ssr: false,
});

// The phone menu (spec §2): a button that opens a drawer whose Services entry expands.
export function MobileMenu() {
  const t = useTranslations("Header");
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  return (
    <>
      <IconButton
        onClick={() => {
          setIsOpen(true);
          setHasOpened(true);
        }}
        aria-label={t("openMenu")}
        aria-expanded={isOpen}
        sx={{ display: { md: "none" } }}
      >
        <MenuIcon />
      </IconButton>
      {hasOpened && <MobileMenuDrawer isOpen={isOpen} onClose={() => setIsOpen(false)} />}
    </>
  );
}
