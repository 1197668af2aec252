import { useLocation } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";

/**
 * A modal <dialog> driven from React: `open()` shows it with showModal() (the
 * page behind turns inert, Escape closes it) and answers false when it can't,
 * so the caller lets its plain link navigate instead. It closes when the route
 * changes, and `dialogProps` wires up closing on a backdrop click and state on close.
 */
export function useModalDialog({ canOpen = () => true, onClosed }: { canOpen?: () => boolean; onClosed?: () => void } = {}) {
  const ref = useRef<HTMLDialogElement>(null);
  const [isOpen, setOpen] = useState(false);
  const { pathname } = useLocation();

  const open = useCallback(() => {
    const dialog = ref.current;
    if (!dialog || typeof dialog.showModal !== "function" || !canOpen()) return false;
    dialog.showModal();
    setOpen(true);
    return true;
  }, [canOpen]);
  const close = useCallback(() => ref.current?.close(), []);

  // Navigating (a link inside, the back button) closes it.
  useEffect(() => {
    close();
  }, [pathname, close]);

  const dialogProps = {
    ref,
    onClose: () => {
      setOpen(false);
      onClosed?.();
    },
    // A click on the backdrop (the dialog element itself) closes it: a mouse convenience next to Escape and the Close button.
    onClick: (e: React.MouseEvent<HTMLDialogElement>) => {
      if (e.target === ref.current) close();
    },
  };
  return { isOpen, open, close, dialogProps };
}
