"use client";

import Button from "@mui/material/Button";
import Grid from "@mui/material/Grid";
import Stack from "@mui/material/Stack";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { ChangePasswordDialog } from "@/components/dashboard/shell/change-password-dialog";
import { DetailRows, DetailSection } from "@/components/dashboard/ui/detail";
import { FileUpload } from "@/components/dashboard/ui/file-upload";
import { LoadState } from "@/components/dashboard/ui/load-state";
import { Form } from "@/components/ui/form";
import { FormActions, FormError } from "@/components/dashboard/ui/form/form-actions";
import { FormCheckbox } from "@/components/dashboard/ui/form/form-fields";
import { useAppForm } from "@/components/dashboard/ui/form/use-app-form";
import { PageHeader } from "@/components/dashboard/ui/page-header";
import { isStaff } from "@/lib/auth/roles";
import { useUpdateUser, useUploadUserFile, useUser, type UserDetail } from "@/lib/client/queries/users";
import { ZUpdateUser } from "@/lib/validation/users";
import { PersonFields } from "./user-fields";

// /dashboard/user/profile: everyone edits their own details, photo and
// preferred language (every e-mail to them is written in it), and changes
// their password. An office account may ask for its own copy of the Monday
// digest. E-mail, role and status are the office's to change.
export function ProfileView({ userId }: { userId: string }) {
  const t = useTranslations("Users");
  const query = useUser(userId);
  return (
    <>
      <PageHeader title={t("profileTitle")} />
      <LoadState query={query} />
      {query.data && <ProfileEditor key={query.data.id} user={query.data} />}
    </>
  );
}

function ProfileEditor({ user }: { user: UserDetail }) {
  const t = useTranslations("Users");
  const roles = useTranslations("Dashboard.roles");
  const update = useUpdateUser();
  const upload = useUploadUserFile();
  const [isPasswordOpen, setIsPasswordOpen] = useState(false);
  const form = useAppForm({
    schema: ZUpdateUser,
    defaultValues: {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      phoneNumber: user.phoneNumber ?? "",
      address: user.address ?? "",
      locale: user.locale as never,
      weeklyDigest: user.weeklyDigest,
    },
    onSubmit: (values) => update.mutateAsync(values),
    onSuccess: (_, values) => form.reset(values as never),
  });
  return (
    <Stack spacing={3}>
      <DetailSection title={t("account")}>
        <DetailRows
          rows={[
            [t("email"), user.email],
            [t("role"), roles(user.role)],
            ...(user.company ? ([[t("company"), user.company.name]] as [string, string][]) : []),
          ]}
        />
      </DetailSection>
      <DetailSection title={t("details")}>
        <Form spacing={3} onSubmit={form.submit}>
          <FormError message={form.formError} />
          <Grid container spacing={2}>
            <PersonFields control={form.control} />
          </Grid>
          {/* The office's Monday digest, in their own language: an office account's choice. */}
          {isStaff(user.role) && (
            <FormCheckbox
              control={form.control}
              name="weeklyDigest"
              label={t("digestLabel")}
              helperText={t("digestHelp")}
            />
          )}
          <FormActions isSubmitting={form.isSubmitting} />
        </Form>
      </DetailSection>
      <DetailSection title={t("photo")}>
        <FileUpload
          label={user.profilePhotoPath ? t("replacePhoto") : t("uploadPhoto")}
          accept="image"
          imageUrl={user.profilePhotoPath}
          imageAlt={t("photoOf", { name: `${user.firstName} ${user.lastName}` })}
          onUpload={(file) => upload.mutateAsync({ userId: user.id, kind: "profile", file })}
        />
      </DetailSection>
      <DetailSection title={t("password")}>
        <Button variant="outlined" onClick={() => setIsPasswordOpen(true)}>
          {t("changePassword")}
        </Button>
        <ChangePasswordDialog isOpen={isPasswordOpen} onClose={() => setIsPasswordOpen(false)} />
      </DetailSection>
    </Stack>
  );
}
