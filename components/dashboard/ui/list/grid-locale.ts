import { arSD, frFR, viVN, zhCN } from "@mui/x-data-grid/locales";

// The grid's own texts (column menu, paging, selection) in the page's
// language, from the translations MUI X ships; English is built in.
const LOCALE_TEXT = {
  fr: frFR.components.MuiDataGrid.defaultProps.localeText,
  vi: viVN.components.MuiDataGrid.defaultProps.localeText,
  cn: zhCN.components.MuiDataGrid.defaultProps.localeText,
  ar: arSD.components.MuiDataGrid.defaultProps.localeText,
} as const;

export function gridLocaleText(locale: string) {
  return LOCALE_TEXT[locale as keyof typeof LOCALE_TEXT] ?? {};
}
