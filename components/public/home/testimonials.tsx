"use client";

import ChevronLeftIcon from "@mui/icons-material/ChevronLeft";
import ChevronRightIcon from "@mui/icons-material/ChevronRight";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import { useState } from "react";

type Testimonial = { key: string; text: string; name: string; role: string };

const VISIBLE = 3;
// Under 770 px only the first of the three is shown: CSS decides, so the
// server's HTML is already right on a phone and nothing moves on hydration.
const NARROW = "@media (max-width: 769.95px)";

const sliderSx = {
  display: "flex",
  gap: 1,
  alignItems: "center",
  "& .flip": { '[dir="rtl"] &': { transform: "scaleX(-1)" } },
  "& .quotes": { flex: 1, display: "grid", gridTemplateColumns: `repeat(${VISIBLE}, 1fr)`, gap: 2 },
  [NARROW]: { "& .quotes": { gridTemplateColumns: "1fr" }, "& figure:nth-of-type(n+2)": { display: "none" } },
  "& figure": { m: 0 },
  "& blockquote": { m: 0, mb: 2 },
  "& figcaption": { fontWeight: 600 },
} as const;

// Testimonial slider (spec §2, §9): three at a time, one under 770 px, with arrows.
export function Testimonials({
  items,
  previousLabel,
  nextLabel,
}: {
  items: Testimonial[];
  previousLabel: string;
  nextLabel: string;
}) {
  const [start, setStart] = useState(0);
  const shown = Array.from({ length: Math.min(VISIBLE, items.length) }, (_, i) => items[(start + i) % items.length]!);
  return (
    <Box sx={sliderSx}>
      <IconButton
        className="flip"
        onClick={() => setStart((s) => (s - 1 + items.length) % items.length)}
        aria-label={previousLabel}
      >
        <ChevronLeftIcon />
      </IconButton>
      <div className="quotes" aria-live="polite">
        {shown.map((item) => (
          <figure key={item.key} className="card">
            <blockquote>“{item.text}”</blockquote>
            <figcaption>
              {item.name} · <span>{item.role}</span>
            </figcaption>
          </figure>
        ))}
      </div>
      <IconButton className="flip" onClick={() => setStart((s) => (s + 1) % items.length)} aria-label={nextLabel}>
        <ChevronRightIcon />
      </IconButton>
    </Box>
  );
}
