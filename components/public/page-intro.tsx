import type { ReactNode } from "react";
import container from "./container.module.css";
import styles from "./page-intro.module.css";

// The frame of a simple public page: its heading, an introduction, the content.
export function PageIntro({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <div className={`${container.container} ${styles.intro}`}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.lead}>{intro}</p>
      {children}
    </div>
  );
}
