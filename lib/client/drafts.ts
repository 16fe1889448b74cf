// What a user has typed and not yet saved, kept for this tab (sessionStorage)
// until it is saved or discarded: a session that ends mid-form (sign in
// again, back to the page) or a reload would otherwise lose it. Drafts are
// the signed-in user's: someone else signing in at this tab after a session
// ended finds none, and signing out clears them all.

const PREFIX = "draft:";

// Whose drafts these are: the dashboard's user (set by its shell, from the
// session the server read, before the page's forms look for drafts).
let owner = "";

export function setDraftOwner(email: string): void {
  owner = email;
}

// "draft:<owner>:<key>"
const storageKey = (key: string) => `${PREFIX}${owner}:${key}`;

export function readDraft(key: string): string | null {
  try {
    return sessionStorage.getItem(storageKey(key));
  } catch {
    return null; // No storage (private mode): the draft lives as long as the page.
  }
}

// An empty text, or null, removes the draft.
export function writeDraft(key: string, text: string | null): void {
  try {
    if (text) sessionStorage.setItem(storageKey(key), text);
    else sessionStorage.removeItem(storageKey(key));
  } catch {
    // No storage, or full: nothing is kept.
  }
}

export function clearDrafts(): void {
  try {
    for (const key of Object.keys(sessionStorage)) if (key.startsWith(PREFIX)) sessionStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
