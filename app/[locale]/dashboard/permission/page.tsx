import CheckIcon from "@mui/icons-material/Check";
import CloseIcon from "@mui/icons-material/Close";
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { getTranslations } from "next-intl/server";
import type { AuthRule } from "@/lib/api/handler";
import { allOperations } from "@/lib/api/operations";
import { SCREEN_ROLES, canSee, type Screen } from "@/lib/auth/permissions";
import type { Role } from "@/lib/auth/roles";
import { requireScreen } from "@/lib/server/require-session";

const mayCall = (rule: AuthRule, role: Role) => (typeof rule === "string" ? true : rule.includes(role));

// What the signed-in role may see and do, read from the same tables the
// server enforces: the screen table and the API operations' rules.
export default async function PermissionPage() {
  const session = await requireScreen("permission");
  const t = await getTranslations("Dashboard");
  const mark = (isAllowed: boolean) =>
    isAllowed ? (
      <CheckIcon color="success" aria-label={t("permissionAllowed")} />
    ) : (
      <CloseIcon color="disabled" aria-label={t("permissionRefused")} />
    );
  const calls = allOperations.filter((op) => op.auth !== "public");

  return (
    <>
      <Typography variant="h1" sx={{ fontSize: "1.75rem", mb: 1 }}>
        {t("permissionTitle")}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t("permissionIntro", { role: t(`roles.${session.role}`) })}
      </Typography>
      <Typography variant="h2" sx={{ fontSize: "1.25rem", mb: 1 }}>
        {t("permissionScreens")}
      </Typography>
      <TableContainer component={Paper} variant="outlined" sx={{ mb: 4 }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t("permissionScreen")}</TableCell>
              <TableCell>{t("permissionAccess")}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(Object.keys(SCREEN_ROLES) as Screen[]).map((screen) => (
              <TableRow key={screen}>
                <TableCell>{t(`screenNames.${screen}`)}</TableCell>
                <TableCell>{mark(canSee(session.role, screen))}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Typography variant="h2" sx={{ fontSize: "1.25rem", mb: 1 }}>
        {t("permissionCalls")}
      </Typography>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t("permissionCall")}</TableCell>
              <TableCell>{t("permissionAccess")}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {calls.map((op) => (
              <TableRow key={`${op.doc.method} ${op.doc.path}`}>
                <TableCell>
                  <code dir="ltr">{`${op.doc.method} /api${op.doc.path}`}</code>
                </TableCell>
                <TableCell>{mark(mayCall(op.auth, session.role))}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
