import CleaningServicesIcon from "@mui/icons-material/CleaningServices";
import DashboardIcon from "@mui/icons-material/Dashboard";
import EmailIcon from "@mui/icons-material/Email";
import InboxIcon from "@mui/icons-material/Inbox";
import LanguageIcon from "@mui/icons-material/Language";
import LogoutIcon from "@mui/icons-material/Logout";
import PersonIcon from "@mui/icons-material/Person";
import PhoneIcon from "@mui/icons-material/Phone";
import ScheduleIcon from "@mui/icons-material/Schedule";
import WorkIcon from "@mui/icons-material/Work";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { getTranslations } from "next-intl/server";

// The icons the product uses, with the import name a developer needs.
const ICONS = [
  ["Phone", PhoneIcon, "phone"],
  ["Email", EmailIcon, "email"],
  ["Schedule", ScheduleIcon, "schedule"],
  ["CleaningServices", CleaningServicesIcon, "cleaning"],
  ["Work", WorkIcon, "work"],
  ["Inbox", InboxIcon, "inbox"],
  ["Dashboard", DashboardIcon, "dashboard"],
  ["Person", PersonIcon, "person"],
  ["Language", LanguageIcon, "language"],
  ["Logout", LogoutIcon, "logout"],
] as const;

export async function IconSet() {
  const t = await getTranslations("Showcase.icons");
  return (
    <Box
      component="ul"
      sx={{
        listStyle: "none",
        m: 0,
        p: 0,
        display: "grid",
        gap: 2,
        gridTemplateColumns: "repeat(auto-fill, minmax(140px, 1fr))",
      }}
    >
      {ICONS.map(([name, Icon, usage]) => (
        <Box
          component="li"
          key={name}
          sx={{ border: 1, borderColor: "divider", borderRadius: 1, p: 1.5, textAlign: "center" }}
        >
          <Icon color="primary" fontSize="large" aria-hidden />
          <Typography variant="body2" sx={{ overflowWrap: "anywhere" }}>
            <code>{name}</code>
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {t(usage)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
