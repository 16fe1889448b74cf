"use client";

import { useEffect, useState } from "react";
import container from "../container.module.css";
import { ChevronIcon } from "../icons";
import { QuoteButton } from "../quote-modal";
import styles from "./hero-carousel.module.css";

const INTERVAL_MS = 7000;

export type HeroSlide = { title: string; text: string };
export type HeroLabels = {
  carousel: string;
  contactUs: string;
  previous: string;
  next: string;
  // One per slide: 'Go to slide 1', ...
  goToSlide: string[];
};

// The home page's three slides (spec §2). It advances on its own unless the
// visitor hovers, focuses it or prefers reduced motion; arrows and dots work
// by keyboard. Each slide's contact button opens the quote modal.
// The texts come translated from the server, so the browser formats nothing.
export function HeroCarousel({ slides, labels }: { slides: HeroSlide[]; labels: HeroLabels }) {
  const [index, setIndex] = useState(0);
  const [isPaused, setIsPaused] = useState(false);
  const count = slides.length;

  useEffect(() => {
    if (isPaused || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [isPaused, count]);

  const go = (next: number) => setIndex((next + slides.length) % slides.length);
  const slide = slides[index]!;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={labels.carousel}
      onMouseEnter={() => setIsPaused(true)}
      onMouseLeave={() => setIsPaused(false)}
      onFocus={() => setIsPaused(true)}
      onBlur={() => setIsPaused(false)}
      className={styles.hero}
    >
      <div className={container.container}>
        <div
          role="group"
          aria-roledescription="slide"
          aria-label={`${index + 1} / ${slides.length}`}
          aria-live={isPaused ? "polite" : "off"}
          className={styles.slide}
        >
          <h1>{slide.title}</h1>
          <p>{slide.text}</p>
          <QuoteButton tone="secondary" size="large">
            {labels.contactUs}
          </QuoteButton>
        </div>
        <div className={styles.controls}>
          <button type="button" className={styles.arrow} onClick={() => go(index - 1)} aria-label={labels.previous}>
            <ChevronIcon direction="previous" />
          </button>
          {slides.map((_, i) => (
            <button
              key={i}
              type="button"
              className={styles.dot}
              onClick={() => go(i)}
              aria-label={labels.goToSlide[i]}
              aria-current={i === index ? "true" : undefined}
            />
          ))}
          <button type="button" className={styles.arrow} onClick={() => go(index + 1)} aria-label={labels.next}>
            <ChevronIcon direction="next" />
          </button>
        </div>
      </div>
    </section>
  );
}
