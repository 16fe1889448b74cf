"use client";

import SearchIcon from "@mui/icons-material/Search";
import Box from "@mui/material/Box";
import InputAdornment from "@mui/material/InputAdornment";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import ListSubheader from "@mui/material/ListSubheader";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useMemo, useState, type KeyboardEvent } from "react";
import { LabelledDialog } from "@/components/dashboard/ui/labelled-dialog";
import { useRouter } from "@/lib/i18n/navigation";
import { flattenNav, type NavGroup } from "../nav-config";
import { matchesQuery } from "./search-match";

// Search over the menu items this user can see (spec §2): ⌘K / Ctrl+K opens
// it, arrows move, Enter opens, Esc closes. The list is 400 px high.
export function SearchDialog({
  groups,
  isOpen,
  onClose,
}: {
  groups: NavGroup[];
  isOpen: boolean;
  onClose: () => void;
}) {
  const t = useTranslations("Dashboard");
  const router = useRouter();
  const [query, setQuery] = useState("");
  // The highlighted result belongs to the query it was chosen for; a new query starts at the top.
  const [active, setActive] = useState({ needle: "", index: 0 });

  const entries = useMemo(
    () =>
      flattenNav(groups).map(({ group, item }) => ({ group, item, label: t(`nav.${item.key}` as never) as string })),
    [groups, t],
  );
  const needle = query.trim().toLowerCase();
  const results = needle
    ? entries.filter((entry) => matchesQuery(entry.label, needle) || entry.item.href.includes(needle))
    : [];

  const activeIndex = active.needle === needle ? active.index : 0;
  const setActiveIndex = (update: (index: number) => number) => setActive({ needle, index: update(activeIndex) });

  function open(index: number) {
    const entry = results[index];
    if (!entry) return;
    onClose();
    setQuery("");
    router.push(entry.item.href);
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === "ArrowDown") setActiveIndex((i) => Math.min(i + 1, results.length - 1));
    else if (event.key === "ArrowUp") setActiveIndex((i) => Math.max(i - 1, 0));
    else if (event.key === "Enter") open(activeIndex);
    else return;
    event.preventDefault();
  }

  const grouped = (["overview", "management"] as const)
    .map((group) => ({
      group,
      items: results.map((entry, index) => ({ ...entry, index })).filter((entry) => entry.group === group),
    }))
    .filter(({ items }) => items.length > 0);

  return (
    <LabelledDialog open={isOpen} onClose={onClose} fullWidth maxWidth="sm" label={t("openSearch")}>
      <Box sx={{ p: 2, borderBottom: 1, borderColor: "divider" }}>
        <TextField
          autoFocus
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t("searchPlaceholder")}
          helperText={t("searchHint")}
          slotProps={{
            htmlInput: {
              "aria-label": t("openSearch"),
              "aria-controls": "search-results",
              "aria-activedescendant": results[activeIndex] ? `search-result-${activeIndex}` : undefined,
              role: "combobox",
              "aria-expanded": results.length > 0,
            },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      <Box sx={{ height: 400, overflowY: "auto" }}>
        {!needle && (
          <Typography sx={{ p: 3, textAlign: "center" }} color="text.secondary">
            {t("searchEmptyTitle")}
          </Typography>
        )}
        {needle && results.length === 0 && (
          <Box sx={{ p: 3, textAlign: "center" }} role="status">
            <Typography variant="h6">{t("searchNotFoundTitle")}</Typography>
            <Typography color="text.secondary">{t("searchNotFoundText", { query: query.trim() })}</Typography>
          </Box>
        )}
        <List id="search-results" role="listbox" aria-label={t("openSearch")}>
          {grouped.map(({ group, items }) => (
            <li key={group}>
              <ul style={{ padding: 0 }}>
                <ListSubheader>{t(group)}</ListSubheader>
                {items.map((entry) => (
                  <ListItemButton
                    key={entry.item.key}
                    id={`search-result-${entry.index}`}
                    role="option"
                    aria-selected={entry.index === activeIndex}
                    selected={entry.index === activeIndex}
                    onClick={() => open(entry.index)}
                  >
                    <ListItemText primary={entry.label} secondary={entry.item.href} />
                  </ListItemButton>
                ))}
              </ul>
            </li>
          ))}
        </List>
      </Box>
    </LabelledDialog>
  );
}
