"use client";

import { useEffect, useRef, useState } from "react";
import styles from "./counters.module.css";

export const COUNTER_MS = 2000;
export const COUNTER_THRESHOLD = 0.7;

type Counter = { label: string; target: number; suffix?: string };

// Counters go from 0 to their target over 2 s once 70 % visible, and start
// again from 0 when scrolled out of view (spec §4, §9). In between (partly
// visible, on the way in or out) they keep what they show. With reduced
// motion they simply show the targets.
export function Counters({ items }: { items: Counter[] }) {
  const ref = useRef<HTMLDivElement>(null);
  const [progress, setProgress] = useState(0);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const isReduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    let frame = 0;
    let isCounted = false;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        if (isReduced) {
          setProgress(1);
          return;
        }
        if (!entry.isIntersecting) {
          cancelAnimationFrame(frame);
          isCounted = false;
          setProgress(0);
          return;
        }
        // isIntersecting is true as soon as one pixel shows: the ratio says
        // whether 70 % does.
        if (isCounted || entry.intersectionRatio < COUNTER_THRESHOLD) return;
        isCounted = true;
        const start = performance.now();
        const step = (now: number) => {
          const value = Math.min((now - start) / COUNTER_MS, 1);
          setProgress(value);
          if (value < 1) frame = requestAnimationFrame(step);
        };
        frame = requestAnimationFrame(step);
      },
      // 0 says when the block has left the screen; 0.7 when it is in view.
      { threshold: [0, COUNTER_THRESHOLD] },
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
