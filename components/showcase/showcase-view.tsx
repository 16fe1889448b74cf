import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import { getTranslations } from "next-intl/server";
import { TextLink } from "@/components/ui/links";
import { BackOfficeSection } from "./back-office/back-office-section";
import { ExtrasSection } from "./extras/extras-section";
import { FoundationSection } from "./foundation/foundation-section";
import { TableOfContents } from "./table-of-contents";
import { WidgetsSection } from "./widgets/widgets-section";

// The living style guide at /components: the theme's tokens, the MUI widgets
// as the product configures them, and the extras built without libraries.
export async function ShowcaseView() {
  const t = await getTranslations("Showcase.page");
  return (
    <Container sx={{ py: { xs: 5, md: 8 } }}>
      <TextLink href="/" variant="body2">
        {t("backHome")}
      </TextLink>
      <Typography variant="h1" sx={{ mt: 2, mb: 2 }}>
        {t("title")}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4, maxWidth: 720 }}>
        {t("intro")}
      </Typography>
      <TableOfContents />
      <FoundationSection />
      <WidgetsSection />
      <BackOfficeSection />
      <ExtrasSection />
    </Container>
  );
}
