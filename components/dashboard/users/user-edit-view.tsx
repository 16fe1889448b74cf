"use client";

import DeleteIcon from "@mui/icons-material/DeleteOutlined";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Grid from "@mui/material/Grid";
import Stack from "@mui/material/Stack";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useToast } from "@/components/dashboard/shell/toasts";
import { ConfirmDialog } from "@/components/dashboard/ui/confirm-dialog";
import { DetailSection } from "@/components/dashboard/ui/detail";
import { FileUpload } from "@/components/dashboard/ui/file-upload";
import { LoadState } from "@/components/dashboard/ui/load-state";
import { useAction } from "@/components/dashboard/ui/use-action";
import { Form } from "@/components/ui/form";
import { FormActions, FormError } from "@/components/dashboard/ui/form/form-actions";
import { FormSelect, FormText } from "@/components/dashboard/ui/form/form-fields";
import { DraftNotice } from "@/components/dashboard/ui/form/form-draft";
import { useAppForm } from "@/components/dashboard/ui/form/use-app-form";
import { PageHeader } from "@/components/dashboard/ui/page-header";
import { StatusChip, useStatusOptions } from "@/components/dashboard/ui/status-chip";
import { isStaff, type Role } from "@/lib/auth/roles";
import { ApiError } from "@/lib/client/api-client";
import {
  useDeleteUser,
  useSetUserStatus,
  useUpdateUser,
  useUploadUserFile,
  useUser,
  type UserDetail,
} from "@/lib/client/queries/users";
import { useRouter } from "@/lib/i18n/navigation";
import { ZUpdateUser } from "@/lib/validation/users";
import { CertificatesSection } from "./certificates-section";
import { CompanyField, PersonFields, useRoleOptions } from "./user-fields";

// /dashboard/user/{id}/edit: an account as the office manages it.
export function UserEditView({ id, actor }: { id: string; actor: { id: string; role: Role } }) {
  const t = useTranslations("Users");
  const query = useUser(id);
  const user = query.data;
  return (
    <>
      <PageHeader
        title={user ? `${user.firstName} ${user.lastName}` : t("editTitle")}
        status={user && <StatusChip kind="userStatus" value={user.status} />}
        crumbs={[{ label: t("allTitle"), href: "/dashboard/user/all" }]}
      />
      <LoadState query={query} notFoundText={t("notFound")} />
      {user && <UserEditor key={user.id} user={user} actor={actor} />}
    </>
  );
}

function UserEditor({ user, actor }: { user: UserDetail; actor: { id: string; role: Role } }) {
  const t = useTranslations("Users");
  const upload = useUploadUserFile();
  // Administrators manage cleaners and clients; administrators are a Super Administrator's.
  const isLocked = isStaff(user.role) && actor.role !== "SuperAdministrator" && user.id !== actor.id;
  return (
    <Stack spacing={3}>
      {isLocked && <Alert severity="info">{t("adminLocked")}</Alert>}
      <DetailSection title={t("account")}>
        <AccountForm user={user} actor={actor} isLocked={isLocked} />
      </DetailSection>
      <DetailSection title={t("photo")}>
        <FileUpload
          label={user.profilePhotoPath ? t("replacePhoto") : t("uploadPhoto")}
          accept="image"
          imageUrl={user.profilePhotoPath}
          imageAlt={t("photoOf", { name: `${user.firstName} ${user.lastName}` })}
          disabled={isLocked}
          onUpload={(file) => upload.mutateAsync({ userId: user.id, kind: "profile", file })}
        />
      </DetailSection>
      {user.role === "Cleaner" && <CertificatesSection user={user} />}
      {!isLocked && user.id !== actor.id && <DeleteSection user={user} />}
    </Stack>
  );
}

function AccountForm({
  user,
  actor,
  isLocked,
}: {
  user: UserDetail;
  actor: { id: string; role: Role };
  isLocked: boolean;
}) {
  const t = useTranslations("Users");
  const update = useUpdateUser();
  const roleOptions = useRoleOptions(actor.role);
  const statusOptions = useStatusOptions("userStatus").map((option) => ({ ...option, value: String(option.value) }));
  const isSelf = user.id === actor.id;
  const defaults = {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phoneNumber: user.phoneNumber ?? "",
    address: user.address ?? "",
    locale: user.locale as never,
    role: user.role,
    status: user.status,
    companyId: user.companyId,
  };
  const form = useAppForm({
    schema: ZUpdateUser,
    draftKey: `user:${user.id}`,
    defaultValues: defaults,
    onSubmit: (values) => update.mutateAsync(values),
    onSuccess: (_, values) => form.reset(values as never),
  });
  return (
    <Form spacing={3} onSubmit={form.submit}>
      <FormError message={form.formError} />
      <DraftNotice draft={form.draft} />
      <fieldset disabled={isLocked} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormSelect
              control={form.control}
              name="role"
              label={t("role")}
              options={
                roleOptions.some((option) => option.value === user.role)
                  ? roleOptions
                  : [...roleOptions, { value: user.role, label: user.role }]
              }
              disabled={isSelf || isLocked}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormSelect
              control={form.control}
              name="status"
              label={t("status")}
              options={statusOptions}
              disabled={isSelf || isLocked}
              helperText={isSelf ? t("ownStatusHint") : undefined}
            />
          </Grid>
          <PersonFields control={form.control} />
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormText
              control={form.control}
              name="email"
              label={t("email")}
              type="email"
              required
              disabled={isLocked || (isStaff(user.role) && actor.role !== "SuperAdministrator")}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{user.role === "Client" && <CompanyField control={form.control} />}</Grid>
        </Grid>
      </fieldset>
      {!isLocked && <FormActions isSubmitting={form.isSubmitting} />}
    </Form>
  );
}

// Delete, with confirmation. An account that still has jobs, invoices or
// clock records cannot be deleted (the business's history must stay
// readable): the office is told so and offered a ban instead.
function DeleteSection({ user }: { user: UserDetail }) {
  const t = useTranslations("Users");
  const common = useTranslations("Common");
  const notify = useToast();
  const run = useAction();
  const router = useRouter();
  const remove = useDeleteUser();
  const ban = useSetUserStatus();
  const [step, setStep] = useState<"closed" | "confirm" | "offerBan">("closed");

  async function onDelete() {
    try {
      await remove.mutateAsync(user.id);
      notify(t("deleted"), "success");
      router.push(
        user.role === "Cleaner"
          ? "/dashboard/user/cleaners"
          : user.role === "Client"
            ? "/dashboard/user/clients"
            : "/dashboard/user/all",
      );
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setStep("offerBan");
      else {
        notify(error instanceof ApiError ? error.message : common("saveFailed"), "error");
        setStep("closed");
      }
    }
  }

  async function onBan() {
    await run(() => ban.mutateAsync({ ids: [user.id], status: "banned" }), t("banned", { count: 1 }));
    setStep("closed");
  }

  return (
    <DetailSection title={t("dangerZone")}>
      <Button color="error" variant="outlined" startIcon={<DeleteIcon />} onClick={() => setStep("confirm")}>
        {t("delete")}
      </Button>
      <ConfirmDialog
        open={step === "confirm"}
        title={t("deleteTitle")}
        text={t("deleteText", { name: `${user.firstName} ${user.lastName}` })}
        confirmLabel={t("delete")}
        isDestructive
        isBusy={remove.isPending}
        onConfirm={() => void onDelete()}
        onClose={() => setStep("closed")}
      />
      <ConfirmDialog
        open={step === "offerBan"}
        title={t("cannotDeleteTitle")}
        text={t("cannotDeleteText")}
        confirmLabel={t("banInstead")}
        isDestructive
        isBusy={ban.isPending}
        onConfirm={() => void onBan()}
        onClose={() => setStep("closed")}
      />
    </DetailSection>
  );
}
