"use client";

import FilterListIcon from "@mui/icons-material/FilterList";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { useTranslations } from "next-intl";
import { useId, useState, type ReactNode } from "react";

// A list's filter controls. On a phone they wait behind a "Filters" button,
// so the rows come first (the job list's seven filters filled a phone's
// first screen); from a tablet's width up they are always shown. CSS decides
// which, so the server's page and the browser's agree. The controls stay
// children of the caller's row or column (display: contents).
export function PhoneFilters({ children }: { children: ReactNode }) {
  const t = useTranslations("Common");
  const [isOpen, setIsOpen] = useState(false);
  const id = useId();
  return (
    <>
      <Button
        variant="outlined"
        color="inherit"
        startIcon={<FilterListIcon />}
        aria-expanded={isOpen}
        aria-controls={id}
        onClick={() => setIsOpen((open) => !open)}
        sx={{ display: { md: "none" }, alignSelf: "flex-start" }}
      >
        {t("filters")}
      </Button>
      <Box id={id} sx={{ display: { xs: isOpen ? "contents" : "none", md: "contents" } }}>
        {children}
      </Box>
    </>
  );
}
