import { buttonClass } from "@/components/public/button-class";
import { StaticLink } from "@/components/public/static-link";
import styles from "./error-screen.module.css";

type ErrorScreenProps = { title: string; text: string; actionLabel: string; href: string };

// The 403, 404 and 500 screens: plain HTML, no client code.
export function ErrorScreen({ title, text, actionLabel, href }: ErrorScreenProps) {
  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.text}>{text}</p>
      <StaticLink href={href} className={buttonClass({ size: "large" })}>
        {actionLabel}
      </StaticLink>
    </div>
  );
}
