import styles from "./skip-link.module.css";

// The first stop of the Tab key on every page: it jumps over the header and
// the menu (17 stops on the dashboard) to the page's <main id="main">.
// Hidden until focused. Plain HTML: the public pages load no MUI up front.
export function SkipLink({ label }: { label: string }) {
  return (
    <a href="#main" className={styles.skip}>
      {label}
    </a>
  );
}
