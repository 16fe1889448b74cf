"use client";

import { useState } from "react";
import { ChevronIcon } from "../icons";
import styles from "./testimonials.module.css";

// text: the quote in its quotation marks, which differ between languages.
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
      <button
        type="button"
        className={styles.arrow}
        onClick={() => setStart((s) => (s - 1 + items.length) % items.length)}
        aria-label={previousLabel}
      >
        <ChevronIcon direction="previous" />
      </button>
      <div className={styles.quotes} aria-live="polite">
        {shown.map((item) => (
          <figure key={item.key} className={styles.quote}>
            <blockquote>{item.text}</blockquote>
            <figcaption>
              {item.name} · <span>{item.role}</span>
            </figcaption>
          </figure>
        ))}
      </div>
      <button
        type="button"
        className={styles.arrow}
        onClick={() => setStart((s) => (s + 1) % items.length)}
        aria-label={nextLabel}
      >
        <ChevronIcon direction="next" />
      </button>
    </div>
  );
}
