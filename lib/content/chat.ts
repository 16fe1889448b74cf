// A job's chat: how long a message may be, and how many of the latest the
// screen shows (lib/latest-page.ts). Plain values, shared by the screen and
// the API's schema (lib/validation/chat.ts).
export const CHAT_TEXT_MAX = 2000;
export const CHAT_PAGE_SIZE = 100;
