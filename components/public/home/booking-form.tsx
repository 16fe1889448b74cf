"use client";

import Box from "@mui/material/Box";
import dynamic from "next/dynamic";
import { useEffect, useRef, useState } from "react";

// Space kept for the form while it loads, so nothing below it moves.
const RESERVED_HEIGHT = { xs: 600, sm: 420 };

const CallbackForm = dynamic(() => import("../callback-form").then((m) => m.CallbackForm), {
  ssr: false,
  loading: () => <Box sx={{ minHeight: RESERVED_HEIGHT }} />,
});

// The home page's booking form sits far below the fold: its code (fields,
// form state) loads when the visitor scrolls to within a screen of it,
// rather than with the page.
export function BookingForm() {
  const ref = useRef<HTMLDivElement>(null);
  const [isNear, setIsNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        setIsNear(true);
        observer.disconnect();
      },
      { rootMargin: "100% 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <Box ref={ref} sx={{ minHeight: isNear ? undefined : RESERVED_HEIGHT }}>
      {isNear && <CallbackForm hideTitle />}
    </Box>
  );
}
