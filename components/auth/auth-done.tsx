import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Stack from "@mui/material/Stack";
import { ButtonLink } from "@/components/ui/links";

// What a form shows once it has done its job.
export function AuthDone({
  title,
  text,
  actionLabel,
  href,
}: {
  title: string;
  text: string;
  actionLabel: string;
  href: string;
}) {
  return (
    <Stack spacing={3}>
      <Alert severity="success" role="status">
        <AlertTitle>{title}</AlertTitle>
        {text}
      </Alert>
      <ButtonLink href={href} variant="contained" size="large">
        {actionLabel}
      </ButtonLink>
    </Stack>
  );
}
