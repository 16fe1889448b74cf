// zod schemas carry message *keys*, not sentences: forms translate them with
// the `Validation` namespace of messages/<locale>.json, and the API answers
// with the text in the caller's language (lib/api/error-text.ts).
export const V = {
  required: "required",
  // Why a sign-in with the right password is refused (said in the caller's language).
  accountPending: "accountPending",
  accountBanned: "accountBanned",
  accountRejected: "accountRejected",
  // An invoice whose total is nothing is not sent to a client.
  invoiceNothingToSend: "invoiceNothingToSend",
  email: "email",
  phone: "phone",
  eircode: "eircode",
  eircodeOrPlace: "eircodeOrPlace",
  eircodeOrUkPostcode: "eircodeOrUkPostcode",
  phoneIeOrUk: "phoneIeOrUk",
  uuid: "uuid",
  tooLong: "tooLong",
  invalid: "invalid",
  passwordRequired: "passwordRequired",
  // A password being chosen (registering, a reset, the office setting up an account).
  newPasswordRequired: "newPasswordRequired",
  nameRequired: "nameRequired",
  passwordTooShort: "passwordTooShort",
  passwordTooCommon: "passwordTooCommon",
  passwordMismatch: "passwordMismatch",
  resetTokenRequired: "resetTokenRequired",
  roleInvalid: "roleInvalid",
  controlCharacters: "controlCharacters",
  nameNeedsLetter: "nameNeedsLetter",
  categoryType: "categoryType",
  lngWithLat: "lngWithLat",
  latWithLng: "latWithLng",
  day: "day",
  dateTime: "dateTime",
  wholeCents: "wholeCents",
  // The same, said on a form's euro field (the API takes cents, the form euro).
  euroAmount: "euroAmount",
  wholeNumber: "wholeNumber",
  notNegative: "notNegative",
  atLeastOne: "atLeastOne",
  atLeast: "atLeast",
  atMost: "atMost",
  itemsRequired: "itemsRequired",
  itemsTooMany: "itemsTooMany",
  taxRate: "taxRate",
  newInvoiceStatus: "newInvoiceStatus",
  invoiceStatus: "invoiceStatus",
  invoiceTooLarge: "invoiceTooLarge",
  discountTooLarge: "discountTooLarge",
  vatRate: "vatRate",
  paidInFuture: "paidInFuture",
  toBeforeFrom: "toBeforeFrom",
  jobStage: "jobStage",
  service: "service",
  uploadFirst: "uploadFirst",
  signatureImage: "signatureImage",
  endAfterStart: "endAfterStart",
  rangeTooLong: "rangeTooLong",
  shiftEndAfterStart: "shiftEndAfterStart",
  shiftTooLong: "shiftTooLong",
  shiftClash: "shiftClash",
  cleanerBusy: "cleanerBusy",
  shiftRepeatFrequency: "shiftRepeatFrequency",
  repeatTooFar: "repeatTooFar",
  repeatWithJob: "repeatWithJob",
  shiftOfJob: "shiftOfJob",
  // A visit (job) is billed on one line of one invoice (lib/server/invoices/invoice-checks.ts).
  jobOfOtherClient: "jobOfOtherClient",
  visitOnTwoLines: "visitOnTwoLines",
  visitInvoiced: "visitInvoiced",
  jobHasShift: "jobHasShift",
  jobShiftAddress: "jobShiftAddress",
  jobShiftCompleted: "jobShiftCompleted",
  weekStartMonday: "weekStartMonday",
  weekPublished: "weekPublished",
  // Copying a week of the rota onto itself.
  copyWeekSame: "copyWeekSame",
  minutesTooMany: "minutesTooMany",
  timesheetStatus: "timesheetStatus",
  rejectReasonRequired: "rejectReasonRequired",
  unlockReasonRequired: "unlockReasonRequired",
  userStatus: "userStatus",
  leadStatus: "leadStatus",
  locale: "locale",
  fillAllRequired: "fillAllRequired",
  selectUsers: "selectUsers",
  userNotFound: "userNotFound",
  adminsBySuperAdmin: "adminsBySuperAdmin",
  notOwnStatus: "notOwnStatus",
  tooManyPhotos: "tooManyPhotos",
  messageDeleted: "messageDeleted",
  repeatFrequency: "repeatFrequency",
  repeatEnd: "repeatEnd",
  notInSeries: "notInSeries",
  officeOnly: "officeOnly",
  dateTimeWithZone: "dateTimeWithZone",
  offlineNeedsClientId: "offlineNeedsClientId",
  offlineInFuture: "offlineInFuture",
  offlineTooOld: "offlineTooOld",
  offlineNotWithCorrection: "offlineNotWithCorrection",
  clockOutAfterClockIn: "clockOutAfterClockIn",
  notClockedIn: "notClockedIn",
  clientIdUsed: "clientIdUsed",
  reasonRequired: "reasonRequired",
  clockLocked: "clockLocked",
  clockOverlap: "clockOverlap",
  preferredDate: "preferredDate",
  ratesBasis: "ratesBasis",
  ratesNoService: "ratesNoService",
  timesheetApprovedLocked: "timesheetApprovedLocked",
  timesheetSubmittedLocked: "timesheetSubmittedLocked",
} as const;

export type ValidationKey = (typeof V)[keyof typeof V];

// A key with values for its placeholders ("rangeTooLong?days=93"): zod
// messages are plain strings, so the values travel in the message and are
// put into the translated sentence (ICU `{days}`) by whoever shows it.
export function withValues(key: ValidationKey, values: Record<string, string | number>): string {
  return `${key}?${new URLSearchParams(Object.entries(values).map(([name, value]) => [name, String(value)]))}`;
}

export function splitMessage(message: string): { key: string; values: Record<string, string> } {
  const [key = "", query = ""] = message.split(/\?(.*)/s);
  return { key, values: Object.fromEntries(new URLSearchParams(query)) };
}
