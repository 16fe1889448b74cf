"use client";

import { useEffect, useState } from "react";
import container from "../container.module.css";
import { ChevronIcon } from "../icons";
import { Illustration } from "../illustration";
import { QuoteButton } from "../quote-modal";
import styles from "./hero-carousel.module.css";

const INTERVAL_MS = 7000;
// The slides' pictures (public/images/home) are 4:3.
const IMAGE_SIZE = { width: 480, height: 360 };

// image: the slide's decorative picture, a path under public/.
export type HeroSlide = { title: string; text: string; image: string };
export type HeroLabels = {
  carousel: string;
  // What screen readers call the carousel and each slide, in the page's
  // language: aria-roledescription is read out as written.
  carouselRole: string;
  slideRole: string;
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
// The slides' pictures share one box of fixed size, and their texts one box
// as tall as the longest, so changing slides moves nothing (issue #16); all
// three pictures are in the page (the first fetched early, the others when
// the browser gets to them) and the current one fades in.
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
      aria-roledescription={labels.carouselRole}
      aria-label={labels.carousel}
      onMouseEnter={() => setIsPaused(true)}
      onMouseLeave={() => setIsPaused(false)}
      onFocus={() => setIsPaused(true)}
      onBlur={() => setIsPaused(false)}
      className={styles.hero}
    >
      <div className={container.container}>
        <div className={styles.stage}>
          <div
            role="group"
            aria-roledescription={labels.slideRole}
            aria-label={`${index + 1} / ${slides.length}`}
            aria-live={isPaused ? "polite" : "off"}
            className={styles.slide}
          >
            {/* All three texts share one cell, the others invisible and
                hidden from assistive technology: the cell takes the height
                of the longest, so changing slides moves nothing below. */}
            <div className={styles.texts}>
              <div>
                <h1 className={styles.title}>{slide.title}</h1>
                <p className={styles.text}>{slide.text}</p>
              </div>
              {slides.map((item, i) => (
                <div key={i} aria-hidden="true" className={styles.sizer}>
                  <div className={styles.title}>{item.title}</div>
                  <p className={styles.text}>{item.text}</p>
                </div>
              ))}
            </div>
            <QuoteButton tone="secondary" size="large">
              {labels.contactUs}
            </QuoteButton>
          </div>
          <div className={styles.art}>
            {slides.map((item, i) => (
              <Illustration
                key={item.image}
                src={item.image}
                size={IMAGE_SIZE}
                loading={i === 0 ? "priority" : "lazy"}
                className={i === index ? styles.current : undefined}
              />
            ))}
          </div>
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
