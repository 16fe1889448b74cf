"use client";

import ChevronLeftIcon from "@mui/icons-material/ChevronLeft";
import ChevronRightIcon from "@mui/icons-material/ChevronRight";
import IconButton from "@mui/material/IconButton";
import { useState } from "react";
import styles from "./testimonials.module.css";

type Testimonial = { key: string; text: string; name: string; role: string };

const VISIBLE = 3;

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
    <div className={styles.slider}>
      <IconButton
        className={styles.flip}
        onClick={() => setStart((s) => (s - 1 + items.length) % items.length)}
        aria-label={previousLabel}
      >
        <ChevronLeftIcon />
      </IconButton>
      <div className={styles.quotes} aria-live="polite">
        {shown.map((item) => (
          <figure key={item.key} className={styles.quote}>
            <blockquote>“{item.text}”</blockquote>
            <figcaption>
              {item.name} · <span>{item.role}</span>
            </figcaption>
          </figure>
        ))}
      </div>
      <IconButton
        className={styles.flip}
        onClick={() => setStart((s) => (s + 1) % items.length)}
        aria-label={nextLabel}
      >
        <ChevronRightIcon />
      </IconButton>
    </div>
  );
}
