"use client";

import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import { useLocale, useTranslations } from "next-intl";
import { FormError } from "@/components/dashboard/ui/form/form-actions";
import { FormDialog } from "@/components/dashboard/ui/form/form-dialog";
import { FormSelect, FormText } from "@/components/dashboard/ui/form/form-fields";
import { useAppForm } from "@/components/dashboard/ui/form/use-app-form";
import { LabelledDialog } from "@/components/dashboard/ui/labelled-dialog";
import { LoadState } from "@/components/dashboard/ui/load-state";
import { useServiceLabel } from "@/components/dashboard/ui/service-label";
import { useOfferedServices } from "@/lib/client/queries/categories";
import { useConvertEnquiry, type EnquiryDetailJson } from "@/lib/client/queries/enquiries";
import { LOCALE_NAMES } from "@/lib/i18n/locales";
import { routing, type Locale } from "@/lib/i18n/routing";
import { ZConvertEnquiry } from "@/lib/validation/enquiry-office";

// The first service the visitor picked that the office offers. None when they
// picked none: the office chooses (a service filled in for them was easy to miss).
function serviceOf(enquiry: EnquiryDetailJson, offered: readonly string[]): string {
  return enquiry.services.find((service) => offered.includes(service)) ?? "";
}

// "Convert to client and job", filled in from the enquiry (spec §3 autofill);
// the office checks and adjusts before confirming.
export function ConvertEnquiryDialog({
  enquiry,
  open,
  onClose,
}: {
  enquiry: EnquiryDetailJson;
  open: boolean;
  onClose: () => void;
}) {
  const t = useTranslations("Enquiries");
  const offered = useOfferedServices();
  // The form starts once the offered services are known (they fill its default
  // service; the panel asks for them as it opens). Until then: progress, or
  // what went wrong, with Retry.
  if (!offered.data) {
    return (
      <LabelledDialog open={open} onClose={onClose} fullWidth maxWidth="sm" label={t("convertTitle")}>
        <DialogContent>
          <LoadState query={offered} />
        </DialogContent>
      </LabelledDialog>
    );
  }
  return <ConvertForm enquiry={enquiry} offered={offered.data} open={open} onClose={onClose} />;
}

function ConvertForm({
  enquiry,
  offered,
  open,
  onClose,
}: {
  enquiry: EnquiryDetailJson;
  offered: string[];
  open: boolean;
  onClose: () => void;
}) {
  const t = useTranslations("Enquiries");
  const pageLocale = useLocale() as Locale;
  const convert = useConvertEnquiry();
  const serviceLabel = useServiceLabel();
  const service = serviceOf(enquiry, offered);
  // The account of that e-mail, when the visitor also registered: it is used as it is,
  // language included.
  const isExisting = Boolean(enquiry.client || enquiry.existingAccount);
  // A registration that waited, its address never confirmed: approved, its owner
  // choosing a new password (users/account-approved.ts).
  const isWaiting =
    !enquiry.client && enquiry.existingAccount?.status === "pending" && !enquiry.existingAccount.emailConfirmedAt;
  const form = useAppForm({
    schema: ZConvertEnquiry,
    defaultValues: {
      id: enquiry.id,
      companyName: "",
      // Else the language of the site the visitor wrote from, else the office's page.
      locale: knownLocale(enquiry.existingAccount?.locale) ?? knownLocale(enquiry.locale) ?? pageLocale,
      job: {
        title: (service ? `${service}, ${enquiry.address}` : enquiry.address).slice(0, 200),
        service,
        location: [enquiry.address, enquiry.postCode].filter(Boolean).join(", "),
        description: enquiry.message,
      },
    },
    onSubmit: (values) => convert.mutateAsync(values),
    onSuccess: (result) => {
      form.reset();
      onClose();
      void result;
    },
    successMessage: t("converted"),
    guardUnsavedChanges: false,
  });

  return (
    <FormDialog
      open={open}
      title={t("convertTitle")}
      onClose={onClose}
      onSubmit={form.submit}
      isSubmitting={form.isSubmitting}
      submitLabel={t("convertConfirm")}
    >
      <DialogContentText>
        {isWaiting
          ? t("convertPending", { email: enquiry.email })
          : isExisting
            ? t("convertExisting", { email: enquiry.email })
            : t("convertNew", { email: enquiry.email })}
      </DialogContentText>
      <FormError message={form.formError} />
      <FormText control={form.control} name="job.title" label={t("jobTitle")} required fullWidth />
      <FormSelect
        control={form.control}
        name="job.service"
        label={t("service")}
        required
        options={offered.map((name) => ({ value: name, label: serviceLabel(name) }))}
      />
      <FormText control={form.control} name="job.location" label={t("address")} required fullWidth />
      <FormText control={form.control} name="job.description" label={t("jobDescription")} multiline minRows={3} />
      <FormText control={form.control} name="companyName" label={t("companyName")} helperText={t("companyHint")} />
      {!isExisting && (
        <FormSelect
          control={form.control}
          name="locale"
          label={t("clientLanguage")}
          helperText={t("clientLanguageHint")}
          options={routing.locales.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }))}
        />
      )}
    </FormDialog>
  );
}

const knownLocale = (value: string | null | undefined) =>
  routing.locales.find((locale): locale is Locale => locale === value);
