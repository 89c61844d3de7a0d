import {
  createContext,
  useContext,
  useId,
  useState,
  type ComponentPropsWithoutRef,
  type KeyboardEvent,
  type SyntheticEvent,
} from "react";

/**
 * Tabs in the WAI-ARIA Authoring Practices pattern, with the markup Radix Tabs renders (roles, ids,
 * `data-state`, `data-orientation`), so the site's styles and tests read them the same. Horizontal,
 * left to right, and selection follows focus: the arrow keys (wrapping round), Home and End move
 * to a tab and open it. Only the open panel renders its children; the others stay as empty,
 * `hidden` panels that their tabs point at.
 */

type TabsState = { baseId: string; value: string; select: (value: string) => void };
const TabsContext = createContext<TabsState | null>(null);

function useTabs(part: string): TabsState {
  const ctx = useContext(TabsContext);
  if (!ctx) throw new Error(`<Tabs.${part}> must be inside <Tabs.Root>`);
  return ctx;
}

const triggerId = (baseId: string, value: string) => `${baseId}-trigger-${value}`;
const contentId = (baseId: string, value: string) => `${baseId}-content-${value}`;

/** Runs the caller's handler, then ours unless the caller prevented the default. */
function compose<E extends SyntheticEvent>(theirs: ((e: E) => void) | undefined, ours: (e: E) => void) {
  return (e: E) => {
    theirs?.(e);
    if (!e.defaultPrevented) ours(e);
  };
}

type RootProps = Omit<ComponentPropsWithoutRef<"div">, "defaultValue" | "dir"> & {
  /** The open tab, for a controlled strip (with `onValueChange`). */
  value?: string;
  /** The tab open at first, for a strip that keeps its own state. */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Selection follows focus, as in Radix's default: the only mode the site uses. */
  activationMode?: "automatic";
};

function Root({ value: valueProp, defaultValue = "", onValueChange, activationMode: _mode, ...props }: RootProps) {
  const baseId = useId();
  const [own, setOwn] = useState(defaultValue);
  const value = valueProp ?? own;
  const select = (next: string) => {
    if (next === value) return;
    if (valueProp === undefined) setOwn(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext.Provider value={{ baseId, value, select }}>
      <div dir="ltr" data-orientation="horizontal" {...props} />
    </TabsContext.Provider>
  );
}

/** The tab strip. It is not a tab stop itself: the open tab is (a roving tabindex). */
function List(props: ComponentPropsWithoutRef<"div">) {
  return <div role="tablist" aria-orientation="horizontal" data-orientation="horizontal" {...props} />;
}

/** Focuses the tab a key asks for among the strip's enabled tabs; true when the key was one of ours. */
function moveFocus(e: KeyboardEvent<HTMLButtonElement>): boolean {
  const list = e.currentTarget.closest('[role="tablist"]');
  if (!list) return false;
  const tabs = [...list.querySelectorAll<HTMLButtonElement>('[role="tab"]')].filter(
    (t) => !t.disabled && t.closest('[role="tablist"]') === list,
  );
  const i = tabs.indexOf(e.currentTarget);
  const target =
    e.key === "ArrowRight"
      ? tabs[(i + 1) % tabs.length]
      : e.key === "ArrowLeft"
        ? tabs[(i - 1 + tabs.length) % tabs.length]
        : e.key === "Home" || e.key === "PageUp"
          ? tabs[0]
          : e.key === "End" || e.key === "PageDown"
            ? tabs.at(-1)
            : undefined;
  target?.focus();
  return target !== undefined;
}

type TriggerProps = ComponentPropsWithoutRef<"button"> & { value: string };

function Trigger({ value, disabled, onMouseDown, onClick, onFocus, onKeyDown, ...props }: TriggerProps) {
  const { baseId, value: open, select } = useTabs("Trigger");
  const active = value === open;
  return (
    <button
      type="button"
      role="tab"
      aria-selected={active}
      aria-controls={contentId(baseId, value)}
      data-state={active ? "active" : "inactive"}
      data-disabled={disabled ? "" : undefined}
      disabled={disabled}
      id={triggerId(baseId, value)}
      tabIndex={active ? 0 : -1}
      data-orientation="horizontal"
      {...props}
      // As Radix: the primary button opens the tab on press (focusing it, which opens it); any
      // other button or a ctrl-click neither focuses nor opens it.
      onMouseDown={compose(onMouseDown, (e) => {
        if (e.button !== 0 || e.ctrlKey) e.preventDefault();
        else if (document.activeElement === e.currentTarget) select(value);
        else e.currentTarget.focus();
      })}
      // Enter, Space, and a click with no press before it (assistive technology).
      onClick={compose(onClick, (e) => {
        if (!e.ctrlKey) select(value);
      })}
      onFocus={compose(onFocus, () => select(value))}
      onKeyDown={compose(onKeyDown, (e) => {
        if (e.target !== e.currentTarget || e.metaKey || e.ctrlKey || e.altKey || e.shiftKey) return;
        if (moveFocus(e)) e.preventDefault();
      })}
    />
  );
}

type ContentProps = ComponentPropsWithoutRef<"div"> & {
  value: string;
  /** Keeps the panel's children mounted while another tab is open (style it hidden by `data-state`). */
  forceMount?: boolean;
};

function Content({ value, forceMount = false, children, ...props }: ContentProps) {
  const { baseId, value: open } = useTabs("Content");
  const active = value === open;
  const present = active || forceMount;
  return (
    <div
      data-state={active ? "active" : "inactive"}
      data-orientation="horizontal"
      role="tabpanel"
      aria-labelledby={triggerId(baseId, value)}
      hidden={!present}
      id={contentId(baseId, value)}
      tabIndex={0}
      {...props}
    >
      {present && children}
    </div>
  );
}

/** `<Tabs.Root>` holds a `<Tabs.List>` of `<Tabs.Trigger>`s and a `<Tabs.Content>` for each. */
export const Tabs = { Root, List, Trigger, Content };

/** A segmented control of equal-width tabs, as in the account and admin login dialogs. */
export const tabTriggerClass =
  "flex-1 rounded-md px-3 py-2 text-sm font-semibold text-stone-700 hover:text-brand-800 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm";

/** Section tabs that size to their labels, on a grey strip (the admin dashboard). */
export const sectionTabTriggerClass =
  "rounded-md px-3 py-2 text-sm font-semibold whitespace-nowrap text-stone-700 hover:bg-white hover:text-brand-800 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm";

/** Equal tabs on phones that size to their labels from the small breakpoint (the analytics views). */
export const viewTabTriggerClass =
  "min-h-10 flex-1 whitespace-nowrap rounded-md px-2 py-2 text-sm font-semibold text-stone-700 hover:text-brand-800 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm sm:flex-none sm:px-4";
