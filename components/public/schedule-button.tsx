"use client";

import type { MouseEvent, ReactNode } from "react";
import { buttonClass } from "./button-class";
import styles from "./button.module.css";

// Opens the external scheduling widget in a popup window. If the browser
// blocks it, that is only logged (spec §8), and the link still works as a link.
export function ScheduleButton({ url, children }: { url: string; children: ReactNode }) {
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    const popup = window.open(url, "scheduling", "popup,width=720,height=800");
    if (popup) event.preventDefault();
    else console.warn("[franchise] the scheduling window could not be opened; following the link instead");
  }
  return (
    <a
      className={buttonClass({ variant: "outlined" }, styles.brand)}
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      onClick={onClick}
    >
      {children}
    </a>
  );
}
