import { useEffect, useRef, useState } from 'react';

/**
 * A native popover's state for the control that opens it (`aria-expanded`): `open` follows the browser's toggle
 * events, including a popover opened before the app's script ran, and `close` hides it if it is open. The mobile
 * menu and the catalogue's filters sheet use it.
 */
export function usePopoverOpen<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const panel = ref.current;
    if (!panel) return;
    // Opened before the script ran: say so now.
    setOpen(panel.matches(':popover-open'));
    const onToggle = (event: Event) => setOpen((event as ToggleEvent).newState === 'open');
    panel.addEventListener('toggle', onToggle);
    return () => panel.removeEventListener('toggle', onToggle);
  }, []);
  const close = () => {
    if (ref.current?.matches(':popover-open')) ref.current.hidePopover();
  };
  return { ref, open, close };
}
