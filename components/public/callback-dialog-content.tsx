"use client";

import { useTranslations } from "next-intl";
import { LazyTextIsland } from "@/components/providers/lazy-text-island";
import { buttonClass } from "./button-class";
import { CallbackForm } from "./callback-form";
import { ModalDialog } from "./modal-dialog";
import styles from "./modal-dialog.module.css";

type CallbackDialogProps = { isOpen: boolean; onClose: () => void };

// The 'Request A Callback' dialog of spec §2.
function CallbackDialogContent({ isOpen, onClose }: CallbackDialogProps) {
  const t = useTranslations("CallbackDialog");
  return (
    <ModalDialog
      open={isOpen}
      onClose={onClose}
      title={t("title")}
      closeLabel={t("close")}
      size="sm"
      actions={
        <button type="button" className={buttonClass({ variant: "outlined" })} onClick={onClose}>
          {t("cancel")}
        </button>
      }
    >
      <p className={styles.lead}>{t("text")}</p>
      <CallbackForm isInDialog submitLabel={t("submit")} onSubmitted={onClose} />
    </ModalDialog>
  );
}

// Loaded on demand (next/dynamic): the island brings next-intl's client
// runtime (no MUI), so it sits above the component whose hooks need them.
export function CallbackDialog(props: CallbackDialogProps) {
  return (
    <LazyTextIsland>
      <CallbackDialogContent {...props} />
    </LazyTextIsland>
  );
}
