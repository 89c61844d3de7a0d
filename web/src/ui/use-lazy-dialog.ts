import { useRef, useState } from "react";

/**
 * A button that opens a dialog whose code loads on first use: the code is fetched when the button
 * is hovered or focused, the dialog is mounted from the first click on (so that it closes as
 * dialogs do), and focus goes back to the button. Spread `trigger` on the button; render the
 * dialog while `used`, with `open`, `setOpen` and `button` as its return-focus target.
 */
export function useLazyDialog(load: () => Promise<unknown>) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const trigger = {
    ref: button,
    type: "button" as const,
    "aria-haspopup": "dialog" as const,
    "aria-expanded": open,
    onPointerEnter: () => void load(),
    onFocus: () => void load(),
    onClick: () => {
      setUsed(true);
      setOpen(true);
    },
  };
  return { open, setOpen, used, button, trigger };
}
