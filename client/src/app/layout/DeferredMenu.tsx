/**
 * A header menu whose dropdown code (Mantine's Menu or Popover and their positioning library, a tenth of the app
 * shell's download) loads only when someone reaches for it: pointer over its button or focus on it fetches the code,
 * a click (or Enter/Space) opens it. Until then the button is drawn alone, looking and named the same. On that click
 * the button is replaced by the real menu's, which takes the focus and opens; never before, so no click is lost to a
 * button swapped under the pointer.
 */
import { useEffect, useRef, useState, type ComponentType, type ReactElement } from "react";

/** The loaded menu starts open, its button focused (the person just activated the stand-in). */
export interface DeferredOpening {
  openOnMount: boolean;
}

/** The stand-in button's props: the menu's button gets these spread on it. */
export interface StandInProps {
  "aria-haspopup": "menu" | "dialog";
  "aria-expanded": false;
  onPointerEnter: () => void;
  onFocus: () => void;
  onClick: () => void;
}

type MenuModule<P> = { default: ComponentType<P & DeferredOpening> };

export function DeferredMenu<P extends object>({
  load,
  standIn,
  popup = "menu",
  props,
}: {
  load: () => Promise<MenuModule<P>>;
  standIn: (props: StandInProps) => ReactElement;
  popup?: "menu" | "dialog";
  props: P;
}) {
  const [Menu, setMenu] = useState<MenuModule<P>["default"] | null>(null);
  // A failed download leaves the stand-in: the next hover, focus or click asks again.
  const prefetch = () => void load().catch(() => undefined);
  if (Menu) return <Menu {...props} openOnMount />;
  return standIn({
    "aria-haspopup": popup,
    "aria-expanded": false,
    onPointerEnter: prefetch,
    onFocus: prefetch,
    onClick: () =>
      void load()
        .then(({ default: loaded }) => setMenu(() => loaded))
        .catch(() => undefined),
  });
}

/** For the loaded menu: its button's ref and open state, opening at once when it replaces a clicked stand-in. */
export function useDeferredOpening({ openOnMount }: DeferredOpening) {
  const target = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (!openOnMount) return;
    // Focus first, so that closing the menu gives the focus back to its button.
    target.current?.focus();
    setOpened(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the menu replaces its stand-in: openOnMount is a mount-time choice
  }, []);
  return { target, opened, setOpened };
}
