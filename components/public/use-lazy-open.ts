import { useCallback, useState } from "react";

// Open state of a dialog or drawer whose code loads on first open
// (next/dynamic): `hasOpened` mounts it then, and it stays mounted once
// closed, so it keeps what was typed and can animate out.
export function useLazyOpen() {
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const open = useCallback(() => {
    setIsOpen(true);
    setHasOpened(true);
  }, []);
  const close = useCallback(() => setIsOpen(false), []);
  return { isOpen, hasOpened, open, close };
}
