"use client";

import { useEffect, useRef, useState } from "react";
import styles from "./counters.module.css";

export const COUNTER_MS = 2000;
export const COUNTER_THRESHOLD = 0.7;

type Counter = { label: string; target: number; suffix?: string };

// Counters go from 0 to their target over 2 s when 70 % visible, and start
// again from 0 when scrolled out of view (spec §4, §9). With reduced motion
// they simply show the targets.
export function Counters({ items }: { items: Counter[] }) {
  const ref = useRef<HTMLDivElement>(null);
  const [progress, setProgress] = useState(0);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const isReduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    let frame = 0;
    const observer = new IntersectionObserver(
      ([entry]) => {
        cancelAnimationFrame(frame);
        if (isReduced) {
          setProgress(1);
          return;
        }
        if (!entry?.isIntersecting) {
          setProgress(0);
          return;
        }
        const start = performance.now();
        const step = (now: number) => {
          const value = Math.min((now - start) / COUNTER_MS, 1);
          setProgress(value);
          if (value < 1) frame = requestAnimationFrame(step);
        };
        frame = requestAnimationFrame(step);
      },
      { threshold: COUNTER_THRESHOLD },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, []);

  return (
    <div ref={ref} className={styles.counters}>
      {items.map((item) => (
        <div key={item.label}>
          <p className={styles.count} data-target={item.target}>
            {Math.round(item.target * progress)}
            {item.suffix}
          </p>
          <p>{item.label}</p>
        </div>
      ))}
    </div>
  );
}
