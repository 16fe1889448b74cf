import { ButtonLink } from "@/components/ui/links";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";

type ErrorScreenProps = { title: string; text: string; actionLabel: string; href: string };

export function ErrorScreen({ title, text, actionLabel, href }: ErrorScreenProps) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: "center" }}>
      <Typography variant="h1" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {text}
      </Typography>
      <ButtonLink href={href} variant="contained" size="large">
        {actionLabel}
      </ButtonLink>
    </Container>
  );
}
