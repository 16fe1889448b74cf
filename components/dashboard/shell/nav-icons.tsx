"use client";

import AccessTimeIcon from "@mui/icons-material/AccessTime";
import BusinessIcon from "@mui/icons-material/Business";
import CategoryIcon from "@mui/icons-material/Category";
import MailIcon from "@mui/icons-material/EmailOutlined";
import CalendarMonthIcon from "@mui/icons-material/CalendarMonth";
import DashboardIcon from "@mui/icons-material/Dashboard";
import InboxIcon from "@mui/icons-material/Inbox";
import PersonIcon from "@mui/icons-material/Person";
import ReceiptLongIcon from "@mui/icons-material/ReceiptLong";
import StorefrontIcon from "@mui/icons-material/Storefront";
import TimerIcon from "@mui/icons-material/Timer";
import WorkIcon from "@mui/icons-material/Work";
import type { SvgIconComponent } from "@mui/icons-material";

export const NAV_ICONS: Record<string, SvgIconComponent> = {
  dashboard: DashboardIcon,
  company: BusinessIcon,
  clocking: AccessTimeIcon,
  enquiry: InboxIcon,
  franchise: StorefrontIcon,
  rota: CalendarMonthIcon,
  user: PersonIcon,
  invoice: ReceiptLongIcon,
  job: WorkIcon,
  timesheet: TimerIcon,
  category: CategoryIcon,
  mail: MailIcon,
};

export function NavIcon({ name }: { name: string }) {
  const Icon = NAV_ICONS[name] ?? DashboardIcon;
  return <Icon fontSize="small" aria-hidden />;
}
