"use client";

import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { LazyTextIsland } from "@/components/providers/lazy-text-island";
import { LocaleSwitcher } from "@/components/ui/locale-switcher";
import { COMPANY_LINKS } from "@/lib/content/navigation";
import { SERVICES } from "@/lib/content/services";
import { Link } from "@/lib/i18n/navigation";
import { buttonClass, iconButtonClass } from "./button-class";
import { ChevronIcon, CloseIcon } from "./icons";
import styles from "./mobile-menu-drawer.module.css";
import { useQuoteModal } from "./quote-modal";
import { useModalDialog } from "./use-modal-dialog";

type MobileMenuDrawerProps = { isOpen: boolean; onClose: () => void };

// The phone menu (spec §2): a sheet along the page's end edge (the right,
// the left in Arabic), a native modal <dialog> (./use-modal-dialog.ts) whose
// Services and Company entries expand.
function MobileMenuDrawerContent({ isOpen, onClose }: MobileMenuDrawerProps) {
  const t = useTranslations("Header");
  const services = useTranslations("ServiceContent");
  const dialogProps = useModalDialog(isOpen, onClose);
  const { openQuote } = useQuoteModal();
  const [openGroup, setOpenGroup] = useState<"services" | "company" | null>(null);
  const link = (href: string, label: string, inset = false) => (
    <li key={href}>
      <Link href={href} onClick={onClose} className={inset ? `${styles.item} ${styles.inset}` : styles.item}>
        {label}
      </Link>
    </li>
  );
  const group = (name: "services" | "company", label: string, links: ReactNode) => {
    const isOpenGroup = openGroup === name;
    return (
      <li>
        <button
          type="button"
          className={styles.item}
          onClick={() => setOpenGroup(isOpenGroup ? null : name)}
          aria-expanded={isOpenGroup}
        >
          {label}
          <ChevronIcon direction="down" className={isOpenGroup ? `${styles.chevron} ${styles.up}` : styles.chevron} />
        </button>
        {isOpenGroup && <ul className={styles.list}>{links}</ul>}
      </li>
    );
  };
  return (
    <dialog {...dialogProps} className={styles.sheet} aria-label={t("mainMenu")}>
      <div className={styles.top}>
        <button type="button" className={iconButtonClass} onClick={onClose} aria-label={t("closeMenu")}>
          <CloseIcon />
        </button>
      </div>
      <div className={styles.language}>
        <LocaleSwitcher label={t("language")} />
      </div>
      <nav aria-label={t("mainMenu")}>
        <ul className={styles.list}>
          {link("/", t("home"))}
          {group("services", t("services"), [
            link("/services", t("allServices"), true),
            ...SERVICES.map((service) => link(`/services/${service.slug}`, services(`${service.slug}.title`), true)),
          ])}
          {link("/areascovered", t("areasCovered"))}
          {group(
            "company",
            t("company"),
            COMPANY_LINKS.map(([href, key]) => link(href, t(key), true)),
          )}
          {link("/contact", t("contact"))}
          {link("/auth/jwt/login", t("login"))}
        </ul>
      </nav>
      {/* The header's "Get a quote" button has no room on a phone: it is here. */}
      <div className={styles.quote}>
        <button
          type="button"
          className={buttonClass()}
          onClick={() => {
            onClose();
            openQuote();
          }}
        >
          {t("getQuote")}
        </button>
      </div>
    </dialog>
  );
}

// Loaded on demand (next/dynamic): the island brings next-intl's client
// runtime (no MUI), so it sits above the component whose hooks need them.
export function MobileMenuDrawer(props: MobileMenuDrawerProps) {
  return (
    <LazyTextIsland>
      <MobileMenuDrawerContent {...props} />
    </LazyTextIsland>
  );
}
