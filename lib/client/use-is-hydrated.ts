import { useSyncExternalStore } from "react";

const noChange = () => () => {};

// False on the server and while React hydrates what the server drew (a page,
// or a lazy part of it arriving later); true from then on, and at once for
// whatever mounts afterwards (a dialog opened by a click).
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
}
