"use client";

import dynamic from "next/dynamic";
import { useEffect, useRef, useState } from "react";
import styles from "./booking-form.module.css";

const BookingFormLoaded = dynamic(() => import("./booking-form-loaded").then((m) => m.BookingFormLoaded), {
  ssr: false,
  loading: () => <div className={styles.reserved} />,
});

// The home page's booking form sits far below the fold: its code (fields,
// form state, MUI) loads when the visitor scrolls to within half a screen of it,
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
      // Half a screen ahead: on a phone the about page's form starts two
      // screens down, and loading it with the page (a screen ahead) cost
      // ~0.4 s of blocked main thread before the visitor had scrolled at all.
      { rootMargin: "0px 0px 50% 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={ref} className={isNear ? undefined : styles.reserved}>
      {isNear && <BookingFormLoaded />}
    </div>
  );
}
